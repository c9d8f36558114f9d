/**
 * The admin's two buttons in the studio's bar, 账号管理 and 操作日志, shown only to an admin, each opening its
 * panel. The role is the session's: given by the bar when it has it, otherwise read once from the service.
 */
import { useEffect, useState } from 'react';
import { currentSession } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import { AccountsPanel } from './AccountsPanel';
import { AuditPanel } from './AuditPanel';

export function AdminMenu({ role, onSignedOut }: { role?: string; onSignedOut: () => void }) {
  const { t } = useStudioT();
  const [sessionRole, setSessionRole] = useState<string | undefined>(undefined);
  const [panel, setPanel] = useState<'accounts' | 'audit' | null>(null);

  useEffect(() => {
    if (role !== undefined) return;
    let live = true;
    // Read defensively: a session from an older service has no role (and is no admin).
    currentSession().then(
      (session) => live && setSessionRole((session as { role?: string }).role),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [role]);

  if ((role ?? sessionRole) !== 'admin') return null;
  const show = (which: 'accounts' | 'audit') => (open: boolean) => setPanel(open ? which : null);
  return (
    <>
      <button type="button" className={s.button} aria-haspopup="dialog" onClick={() => setPanel('accounts')}>
        {t('adminAccounts')}
      </button>
      <button type="button" className={s.button} aria-haspopup="dialog" onClick={() => setPanel('audit')}>
        {t('adminAudit')}
      </button>
      <AccountsPanel open={panel === 'accounts'} onOpenChange={show('accounts')} onSignedOut={onSignedOut} />
      <AuditPanel open={panel === 'audit'} onOpenChange={show('audit')} onSignedOut={onSignedOut} />
    </>
  );
}
