/**
 * Who may open what (spec s5, s6), as pure decisions over the session; the renderer asks the questions and goes
 * where these say. Page gates come from page config (`"gate"`), link gates from a link's `requires`.
 * - `company`: a logged-in company account (talent search, resumes). A personal account is offered the switch to
 *   its company identity; a visitor is offered the company login.
 * - `refinedProfile`: a logged-in member whose profile is complete (memberInfo's is_refine = 1: rights
 *   appointments, casual-work publishing). A visitor is offered the login; an incomplete profile goes to the
 *   member centre's completion page for its utype.
 */
import { accountState, type SessionState, type SessionUser } from './session-store';

export type PageGate = 'company' | 'refinedProfile';
export type Identity = 'company' | 'personal';

/** Member-centre pages (names of site.memberCentre.paths) the gates lead to. */
export const LOGIN_PAGE = { personal: 'personalLogin', company: 'companyLogin' } as const;
export const SWITCH_PAGE = { company: 'switchToCompany', personal: 'switchToPersonal' } as const;
export const REFINE_PAGE = { personal: 'personalRefine', company: 'companyRefine' } as const;

export type GateDecision =
  | { kind: 'pass' }
  /** Not logged in: ask to log in, as this identity. */
  | { kind: 'login'; as: Identity }
  /** Logged in as the other identity: ask to switch. */
  | { kind: 'switch'; to: Identity }
  /** Logged in, profile unknown: ask memberInfo for this member. */
  | { kind: 'checkProfile'; uid: number; utype: 1 | 2 }
  /** A restored login whose user is not known yet (the start-up check fills it in). */
  | { kind: 'wait' };

type SessionView = Pick<SessionState, 'token' | 'companyId' | 'utype' | 'checked'> & {
  user: Readonly<Pick<SessionUser, 'uid' | 'utype'>> | null;
};

/** What a page gate asks of this session. */
export function pageGateDecision(gate: PageGate, s: SessionView): GateDecision {
  const state = accountState(s);
  if (gate === 'company') {
    if (state === 'company') return { kind: 'pass' };
    return state === 'personal' ? { kind: 'switch', to: 'company' } : { kind: 'login', as: 'company' };
  }
  if (state === 'loggedOut') return { kind: 'login', as: 'personal' };
  const uid = s.user?.uid;
  const utype = s.utype ?? s.user?.utype ?? (state === 'company' ? 1 : 2);
  if (!uid) return s.checked ? { kind: 'login', as: state } : { kind: 'wait' };
  return { kind: 'checkProfile', uid, utype };
}

/** What following a link that `requires` an identity asks of this session. */
export function linkGateDecision(requires: Identity, s: Pick<SessionState, 'token' | 'companyId'>): GateDecision {
  const state = accountState(s);
  if (state === requires) return { kind: 'pass' };
  return state === 'loggedOut' ? { kind: 'login', as: requires } : { kind: 'switch', to: requires };
}

/** Where an incomplete profile goes (utype 2 = personal, otherwise company); null when the profile is complete. */
export function refinePage(info: { is_refine: number; utype: number }): (typeof REFINE_PAGE)[Identity] | null {
  if (info.is_refine === 1) return null;
  return info.utype === 2 ? REFINE_PAGE.personal : REFINE_PAGE.company;
}
