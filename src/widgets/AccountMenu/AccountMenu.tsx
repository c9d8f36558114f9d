/**
 * The header's account dropdown (spec s2) for a logged-in member: 'Company-{name}' or 'Personal-{username}', with
 * the member-centre home, the message reminder (a red dot when messages are unread, their number in the menu) and
 * log out. A menu button: Enter, Space or ArrowDown opens it on the first item, arrows move, Escape closes back.
 */
import { useSession } from '../../session/use-session';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { hasUnreadQuery, unreadCountQuery } from '../../data/account';
import { useT } from '../../i18n/i18n';
import { accountState } from '../../session/session-store';
import { visuallyHidden } from '../../theme.css';
import { logOut } from './log-out';
import * as styles from './AccountMenu.css';

/** Beside 'message reminder': the number of unread messages when known, else a red dot; words for screen readers. */
function UnreadMark({ count }: { count: number }) {
  const { t } = useT();
  return (
    <>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : (
        <span className={styles.dot} aria-hidden="true" />
      )}
      <span className={visuallyHidden}>
        {count > 0 ? t('account.menu.unread', { count }) : t('account.menu.hasUnread')}
      </span>
    </>
  );
}

export function AccountMenu() {
  const s = useSession();
  const state = accountState(s);
  const config = usePortalConfig();
  const { t } = useT();
  // Asked only once the start-up check has vouched for the stored login. haveMessage decides the red dot; the count
  // beside 'message reminder' is asked only when it says there are some (spec s2, s7; decision 010).
  const member = state !== 'loggedOut' && s.checked ? (s.user?.uid ?? null) : null;
  const unread = useQuery(hasUnreadQuery(member, s.companyId)).data === true;
  const count = useQuery(unreadCountQuery(member, s.companyId, unread)).data ?? 0;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  if (state === 'loggedOut') return null;
  const label =
    state === 'company'
      ? t('account.menu.company', { name: s.companyName ?? s.user?.name ?? '' })
      : t('account.menu.personal', { name: s.user?.name ?? '' });

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
      >
        <span className={styles.name}>{label}</span>
        {unread && <span className={styles.dot} aria-hidden="true" />}
        {unread && <span className={visuallyHidden}>{t('account.menu.hasUnread')}</span>}
        <span className={styles.caret} aria-hidden="true">
          ▼
        </span>
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={memberCentreUrl(config, state === 'company' ? 'companyCentre' : 'personalCentre')}
            >
              {t('account.menu.centre')}
            </a>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} className={styles.item} href={memberCentreUrl(config, 'messages')}>
              {t('account.menu.messages')}
              {unread && <UnreadMark count={count} />}
            </a>
          </li>
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={styles.item}
              onClick={() => {
                close();
                void logOut();
              }}
            >
              {t('account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
