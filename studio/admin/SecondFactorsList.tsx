/**
 * The security administrator's list of second factors (decision 077): who has one, and a reset for a lost device
 * (confirmed; the person is signed out and enrols again at the next sign-in; on record). The service refuses a
 * reset of one's own (403), said here as a refusal.
 */
import { useState } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import { listSecondFactors, resetSecondFactor, type AccountFactor } from '../second-factor/second-factor-client';
import * as s from '../shared/studio.css';
import { useReadWhileOpen } from '../shared/use-read-while-open';
import { AdminTable, endedSession, loadFailure, type AdminPanelProps } from './admin-panel';

export function SecondFactorsList(props: AdminPanelProps) {
  const { t } = useStudioT();
  const [accounts, setAccounts] = useState<AccountFactor[] | null>(null);
  const [said, setSaid] = useState<{ text: string; alert?: boolean } | null>(null);
  // Each reload asks for the list again (after a reset).
  const [reloads, setReloads] = useState(0);

  useReadWhileOpen(
    props.open,
    reloads,
    () => listSecondFactors(),
    setAccounts,
    (error) => {
      if (!endedSession(error, props)) setSaid({ text: t(loadFailure(error)), alert: true });
    },
  );

  async function reset(name: string) {
    if (!window.confirm(t('secondFactorResetAsk', { name }))) return;
    try {
      await resetSecondFactor(name);
      setSaid({ text: t('secondFactorResetDone', { name }) });
      setReloads((n) => n + 1);
    } catch (error) {
      if (!endedSession(error, props)) setSaid({ text: t('secondFactorResetRefused', { name }), alert: true });
    }
  }

  return (
    <section aria-labelledby="second-factors-title">
      <h3 id="second-factors-title" className={s.subheading}>
        {t('secondFactorsTitle')}
      </h3>
      <p className={s.meta}>{t('secondFactorsHelp')}</p>
      {accounts && (
        <AdminTable caption={t('secondFactorsTitle')} columns={[t('name'), t('secondFactorColumn'), '']}>
          {accounts.map((a) => (
            <tr key={a.name}>
              <th scope="row">{a.name}</th>
              <td>{a.enrolledAt ? t('secondFactorEnrolled') : t('secondFactorMissing')}</td>
              <td>
                {a.enrolledAt && (
                  <button
                    type="button"
                    className={s.button}
                    aria-label={t('secondFactorResetButton', { name: a.name })}
                    onClick={() => void reset(a.name)}
                  >
                    {t('secondFactorReset')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {said && <p role={said.alert ? 'alert' : 'status'}>{said.text}</p>}
    </section>
  );
}
