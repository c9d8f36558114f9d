/**
 * After signing in (等保 2.0 level 3, 身份鉴别; decision 078): the account's previous successful sign-in (Beijing
 * time, address) and the failed sign-ins under its name since, so the person notices use that was not theirs.
 * Closed with 关闭登录提醒 (its own words: other notices have 知道了); not shown again until the next sign-in.
 */
import { useState } from 'react';
import type { Session } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import { beijingTime } from '../../src/config/audit-words';
import * as css from './session.css';

export function LastSignInNotice({ session }: { session: Pick<Session, 'lastSignIn' | 'failuresSince'> }) {
  const { t } = useStudioT();
  const [open, setOpen] = useState(true);
  // Only the sign-in answer carries them (a reload does not tell again).
  if (!open || session.lastSignIn === undefined) return null;
  const last = session.lastSignIn;
  const failures = session.failuresSince ?? 0;
  return (
    <section className={css.signInNotice} aria-label={t('lastSignInTitle')}>
      <p role="status">
        {last
          ? t('lastSignInNotice', { time: beijingTime(last.time).slice(0, 19), address: last.address || '—' })
          : t('firstSignInNotice')}{' '}
        {failures > 0 ? (
          <strong className={s.error}>{t('failuresSinceNotice', { count: failures })}</strong>
        ) : (
          t('noFailuresSince')
        )}
      </p>
      <button type="button" className={s.button} onClick={() => setOpen(false)}>
        {t('closeSignInNotice')}
      </button>
    </section>
  );
}
