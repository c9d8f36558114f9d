import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { closedForVisit, rememberClosed } from '../closed-for-visit';
import { useT } from '../../i18n/i18n';
import { visuallyHidden } from '../../theme.css';
import { safeExternalUrl } from '../external-url';
import { safeImageUrl } from '../external-url';
import { REDUCED_MOTION, useMediaQuery } from '../media-query';
import { SMALL_SCREEN } from '../small-screen';
import { boundsOf, START, step, STEP_MS, type Bounds, type Motion } from './ad-motion';
import { PlaybackIcon } from '../PlaybackIcon/PlaybackIcon';
import * as styles from './AdWindow.css';

/** The site settings' windowSettings (src/data/site-settings.ts). */
export interface AdWindowSettings {
  isShow: boolean;
  lineUrl?: string;
  imageUrl?: string;
}

/** Closed for the rest of the page session (this tab), across navigation and reloads. */
export const CLOSED_KEY = 'adWindowClosed';
const readClosed = () => closedForVisit(CLOSED_KEY);

// The custom property names behind the createVar()s ("var(--x__1a2b)" -> "--x__1a2b").
const propertyOf = (v: string) => v.replace(/^var\((--[^,)]+).*$/, '$1');
const X = propertyOf(styles.x);
const Y = propertyOf(styles.y);

/**
 * The floating ad window (spec s2, s9): the configured image, linked to its URL when that is http(s), drifting
 * across the screen (see ad-motion.ts). It holds still while the pointer is on it, while it has keyboard focus,
 * while the visitor has pressed its pause button, and always for visitors who prefer reduced motion. Hidden when
 * the settings say so or give no image; once closed it stays closed for the page session.
 */
export function AdWindow({ ad }: { ad: AdWindowSettings | undefined }) {
  const { t } = useT();
  const [closed, setClosed] = useState(readClosed);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reduced = useMediaQuery(REDUCED_MOTION);
  // Hidden on small screens (AdWindow.css.ts): nothing to move there.
  const small = useMediaQuery(SMALL_SCREEN);
  const ref = useRef<HTMLElement>(null);
  const motion = useRef<Motion>(START);
  const image = safeImageUrl(ad?.imageUrl);
  const href = safeExternalUrl(ad?.lineUrl);
  const visible = !closed && ad?.isShow === true && image !== null;
  const moving = visible && !small && !reduced && !hovered && !focused && !paused;

  // The viewport's size, read when it changes rather than on every step (reading it while the page is still being
  // built forces a layout of the whole page), first from a ResizeObserver, which reports once layout is done. Kept
  // while the window is shown, so a pause and resume move on at once.
  const bounds = useRef<Bounds | null>(null);
  useEffect(() => {
    if (!visible) return;
    const root = document.documentElement;
    const measure = () => {
      bounds.current = boundsOf(root.clientWidth, root.clientHeight);
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(root);
    else measure();
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [visible]);

  useEffect(() => {
    const element = ref.current;
    if (!moving || !element) return;
    const id = setInterval(() => {
      if (!bounds.current) return;
      motion.current = step(motion.current, bounds.current);
      element.style.setProperty(X, `${motion.current.x}px`);
      element.style.setProperty(Y, `${motion.current.y}px`);
    }, STEP_MS);
    return () => clearInterval(id);
  }, [moving]);

  if (!visible) return null;

  const close = () => {
    rememberClosed(CLOSED_KEY);
    setClosed(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const picture = <img className={styles.image} src={image} alt={t('ad.image')} width={200} height={150} />;

  return (
    <aside
      ref={ref}
      className={reduced ? `${styles.frame} ${styles.still}` : styles.frame}
      aria-label={t('ad.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {href ? (
        <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
          {picture}
          <span className={visuallyHidden}>{t('header.externalHint')}</span>
        </a>
      ) : (
        picture
      )}
      <div className={styles.controls}>
        {!reduced && (
          <button
            type="button"
            className={styles.control}
            aria-label={t('ad.pause')}
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
          >
            <PlaybackIcon kind="pause" />
          </button>
        )}
        <button type="button" className={styles.control} aria-label={t('ad.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
