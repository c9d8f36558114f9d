/**
 * The header's menu (spec s2): the tabs of page config with the current page's tab highlighted, and the optional
 * extra link. On wide screens a row of tabs. On small ones (docs/decisions/026) it folds behind a "菜单" button: a
 * native <details>/<summary>, so it opens and closes without JavaScript too (the list is the disclosure's next
 * sibling and CSS shows it while the disclosure is open). With JavaScript React holds the state: Escape closes it
 * and gives the focus back to the button, and following a link closes it.
 */
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePortalConfig } from '../../config/config-context';
import { extraLinkQuery } from '../../data/site-settings';
import { useT } from '../../i18n/i18n';
import { safeExternalUrl } from '../../widgets/external-url';
import { visuallyHidden } from '../../theme.css';
import { ConfigLink } from '../../widgets/ConfigLink/ConfigLink';
import { TAB_ARRIVAL } from '../kept-pages';
import * as styles from './MainMenu.css';

const subscribeNothing = () => () => undefined;
const isBrowser = () => true;
const isServer = () => false;

export function MainMenu({ menu }: { menu?: string }) {
  const config = usePortalConfig();
  const { t } = useT();
  const extra = useQuery({ ...extraLinkQuery(), enabled: config.header.extraLink === true });
  const extraHref = safeExternalUrl(extra.data?.value);
  const [open, setOpen] = useState(false);
  // aria-expanded only once React keeps it true: without JavaScript the browser tells the summary's state itself,
  // and a server-written value would go stale at the first toggle. False on the server and while hydrating.
  const live = useSyncExternalStore(subscribeNothing, isBrowser, isServer);
  const summary = useRef<HTMLElement>(null);
  const listId = useId();

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    summary.current?.focus();
  };
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) setOpen(false);
  };

  return (
    <nav className={styles.nav} aria-label={t('layout.menu')} onKeyDown={onKeyDown}>
      <details className={styles.toggle} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary
          ref={summary}
          className={styles.summary}
          aria-controls={listId}
          aria-expanded={live ? open : undefined}
        >
          <span className={styles.bars} aria-hidden="true" />
          {t('header.menu')}
        </summary>
      </details>
      <ul id={listId} className={styles.tabs} onClick={onClick}>
        {config.header.tabs.map((tab) => (
          <li key={tab.id}>
            <ConfigLink className={styles.tab} link={tab} current={tab.id === menu} state={TAB_ARRIVAL} />
          </li>
        ))}
        {extraHref && extra.data && (
          <li>
            <a className={styles.tab} href={extraHref} target="_blank" rel="noopener noreferrer">
              {/* The backend's words, in Chinese whatever the page's language (there is no English for them). */}
              <span lang="zh-CN">{extra.data.note}</span>
              <span className={visuallyHidden}>{t('header.externalHint')}</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
