/**
 * Who is using the portal (spec s4). Client state only, in valtio: render reads `useSnapshot(session)`, handlers
 * call the actions. Logged out until a login or the start-up restore (accounts issue) fills it.
 */
import { proxy } from 'valtio';

export type AccountState = 'loggedOut' | 'personal' | 'company';

export interface SessionState {
  token: string | null;
  companyId: number | null;
  utype: 1 | 2 | null;
}

export const DEFAULT_SESSION: Readonly<SessionState> = Object.freeze({ token: null, companyId: null, utype: null });

export const session = proxy<SessionState>({ ...DEFAULT_SESSION });

export function accountState(s: SessionState): AccountState {
  if (!s.token) return 'loggedOut';
  return s.companyId ? 'company' : 'personal';
}
