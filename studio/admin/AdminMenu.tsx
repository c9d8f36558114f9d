/**
 * Each administrator's own tools in the studio's bar (三员分立, issue 31; decision 075), each opening its panel: the
 * system administrator's 账号管理, the security administrator's 安全设置, the audit administrator's 操作日志. Nobody
 * else sees any of them. The role is the session's: given by the bar when it has it, otherwise read once.
 */
import { useEffect, useState } from 'react';
import type { StudioKey } from '../i18n/messages';
import { currentSession } from '../service/studio-client';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../shared/studio.css';
import { AccountsPanel } from './AccountsPanel';
import { AuditPanel } from './AuditPanel';
import { SecurityPanel } from './SecurityPanel';

type Panel = 'accounts' | 'security' | 'audit';
const TOOL: Record<string, [Panel, StudioKey]> = {
  sysadmin: ['accounts', 'adminAccounts'],
  secadmin: ['security', 'adminSecurity'],
  auditor: ['audit', 'adminAudit'],
};

export function AdminMenu({ role, onSignedOut }: { role?: string; onSignedOut: () => void }) {
  const { t } = useStudioT();
  const [sessionRole, setSessionRole] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (role !== undefined) return;
    let live = true;
    // Read defensively: a session from an older service has no role (and is no administrator).
    currentSession().then(
      (session) => live && setSessionRole((session as { role?: string }).role),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [role]);

  const tool = TOOL[role ?? sessionRole ?? ''];
  if (!tool) return null;
  const [panel, label] = tool;
  const props = { open, onOpenChange: setOpen, onSignedOut };
  return (
    <>
      <button type="button" className={s.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t(label)}
      </button>
      {panel === 'accounts' && <AccountsPanel {...props} />}
      {panel === 'security' && <SecurityPanel {...props} />}
      {panel === 'audit' && <AuditPanel {...props} />}
    </>
  );
}
