/**
 * Starts the company authentication check (company-auth-check.ts, spec s4) once the session is a company login the
 * start-up check has vouched for (or a fresh login). The check's code is a chunk of its own: a visitor's or a
 * person's home never fetches it (decision 098).
 */
import { useEffect } from 'react';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { accountState } from '../../session/session-store';
import { useSession } from '../../session/use-session';

export function useCompanyAuthCheck() {
  const config = usePortalConfig();
  const s = useSession();
  const ready = s.checked && accountState(s) === 'company';
  useEffect(() => {
    if (!ready) return;
    const openAuthPage = () => window.location.assign(memberCentreUrl(config, 'companyAuth'));
    // A chunk that does not arrive says nothing, as a failing call does: the check is a reminder, not a gate.
    import('./company-auth-check').then((m) => m.checkCompanyAuth(openAuthPage)).catch(() => undefined);
  }, [ready, config]);
}
