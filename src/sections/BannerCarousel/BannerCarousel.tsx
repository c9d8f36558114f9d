import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { useT, addTexts } from '../../i18n/i18n';
import { useCare } from '../../care/care-context';
import { BannerLink } from '../../widgets/BannerLink/BannerLink';
import { REDUCED_MOTION, useMediaQuery } from '../../widgets/media-query';
import type { SectionProps } from '../section-props';
import { PlaybackIcon } from '../../widgets/PlaybackIcon/PlaybackIcon';
import * as styles from './BannerCarousel.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

const MAIN = 'QS_index_a1@web';
const CAROUSEL = 'QS_index_a2@web';
const WIDTH = 1200;

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

/**
 * The main banner (QS_index_a1@web) and the banner carousel (QS_index_a2@web) of the home page. The carousel
 * advances every `options.intervalMs` (8000) unless the visitor paused it, points at it, has focus in it or
 * prefers reduced motion or is in care mode (then it starts paused; the play button still starts it). Height:
 * `options.height` (111).
 */
export function BannerCarousel({ section, data }: SectionProps<'BannerCarousel'>) {
  const { t } = useT();
  const items = data?.items ?? {};
  const main = items[MAIN]?.[0];
  const slides = items[CAROUSEL] ?? [];
  const count = slides.length;
  const interval = positive(section.options?.intervalMs, 8000);
  const height = positive(section.options?.height, 111);
  // The main banner's and the slides' height, set through the CSSOM (the CSP allows no style attribute in the
  // server's HTML); until then both boxes have the default height in CSS, so the usual page draws at its final size
  // from the server's HTML, and an image (cropped to cover its box) never moves what follows when it loads.
  const mainBox = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    for (const box of [mainBox.current, stage.current]) box?.style.setProperty('height', `${height}px`);
  }, [height]);
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);
  // Care mode (docs/decisions/031) starts paused too: nothing moves by itself there.
  const care = useCare();
  const playing = choice ? choice === 'play' : !reduced && !care;
  const moving = count > 1 && playing && !hovered && !focused;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (!moving) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(id);
  }, [moving, count, interval]);

  const go = (i: number) => setIndex((i + count) % count);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  if (!main && count === 0) return null;
  return (
    <div className={styles.root}>
      {main && (
        <div ref={mainBox} className={styles.main} role="group" aria-label={t('home.banner.main')}>
          <BannerLink ad={main} width={WIDTH} height={height} priority />
        </div>
      )}
      {count > 0 && (
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription="carousel"
          aria-label={t('home.banner.label')}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          <div ref={stage} className={styles.stage} aria-live={moving ? 'off' : 'polite'}>
            {slides.map((ad, i) => (
              <div
                key={i}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.banner.slide', { n: i + 1, total: count })}
                hidden={i !== current}
              >
                <BannerLink
                  ad={ad}
                  width={WIDTH}
                  height={height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  priority={i === 0}
                />
              </div>
            ))}
          </div>
          {count > 1 && (
            <div className={styles.controls}>
              <button type="button" className={styles.button} onClick={() => setChoice(playing ? 'pause' : 'play')}>
                <PlaybackIcon kind={playing ? 'pause' : 'play'} />
                <span className={styles.hidden}>{t(playing ? 'home.banner.pause' : 'home.banner.play')}</span>
              </button>
              <button
                type="button"
                className={styles.button}
                onClick={() => go(current - 1)}
                aria-label={t('home.banner.prev')}
              >
                ‹
              </button>
              <ul className={styles.dots}>
                {slides.map((_, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className={styles.dot}
                      onClick={() => go(i)}
                      aria-label={t('home.banner.goTo', { n: i + 1 })}
                      aria-current={i === current ? 'true' : undefined}
                    >
                      {i + 1}
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={styles.button}
                onClick={() => go(current + 1)}
                aria-label={t('home.banner.next')}
              >
                ›
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
