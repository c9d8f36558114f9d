/**
 * Who is using the portal (spec s4): logged out, a personal account, or a company account. Client state only, in
 * valtio: render reads `useSession()`, handlers call the actions below. The login survives reloads in the
 * cookie `qscms_visitor` (7 days, SameSite=Lax, Secure over https) and localStorage `user` and `company`.
 */
import Cookies from 'js-cookie';
import { proxy } from 'valtio/vanilla';
import type { components } from '../../sdk/schema';

type LoginResult = components['schemas']['LoginResult'];
type CompanyRef = components['schemas']['CompanyRef'];

export type AccountState = 'loggedOut' | 'personal' | 'company';
export const COOKIE_NAME = 'qscms_visitor';
export const COOKIE_DAYS = 7;

/** What the cookie holds (spec s4: utype, mobile, token, user info, company and uid). */
export interface VisitorCookie {
  utype: 1 | 2;
  mobile: string;
  token: string;
  userinfo: { uid: number; utype: 1 | 2; comList: CompanyRef[] };
  company: number | null;
  uid: number;
}

export interface SessionUser {
  uid: number;
  utype: 1 | 2;
  mobile: string;
  /** The user name, shown in the header ('Personal-{username}'). */
  name: string;
  /** The person's full name, shown by the home login panel when known (else `name`). */
  fullname?: string;
  avatar?: string;
  comList: CompanyRef[];
}

export interface SessionState {
  token: string | null;
  companyId: number | null;
  utype: 1 | 2 | null;
  user: SessionUser | null;
  /** The company account's name ('Company-{name}'). */
  companyName: string | null;
  /** The company account's role, fetched by member id; its shape is not shown by the spec. */
  role: unknown;
  /** The start-up check with the backend has finished (logged in or not). */
  checked: boolean;
}

export const DEFAULT_SESSION: Readonly<SessionState> = Object.freeze({
  token: null,
  companyId: null,
  utype: null,
  user: null,
  companyName: null,
  role: null,
  checked: false,
});

export const session = proxy<SessionState>({ ...DEFAULT_SESSION });

export function accountState(s: Pick<SessionState, 'token' | 'companyId'>): AccountState {
  if (!s.token) return 'loggedOut';
  return s.companyId ? 'company' : 'personal';
}

const storage = {
  set(key: 'user' | 'company', value: unknown) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // private mode: the cookie still carries the login
    }
  },
  get<T>(key: 'user' | 'company'): T | null {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
    } catch {
      return null;
    }
  },
};

/** Takes a successful login (password or QR): the first company of comList is the one used. */
export function logIn(result: LoginResult, name?: string) {
  const company = result.utype === 1 ? (result.company ?? result.comList?.[0]?.id ?? null) : null;
  const companyName = company ? (result.comList?.find((c) => c.id === company)?.companyname ?? null) : null;
  const user: SessionUser = {
    uid: result.uid,
    utype: result.utype,
    mobile: result.mobile ?? '',
    name: name ?? result.mobile ?? String(result.uid),
    comList: result.comList ?? [],
  };
  const cookie: VisitorCookie = {
    utype: result.utype,
    mobile: user.mobile,
    token: result.token,
    userinfo: { uid: result.uid, utype: result.utype, comList: user.comList },
    company,
    uid: result.uid,
  };
  writeCookie(cookie);
  storage.set('user', user);
  storage.set('company', company ? { id: company, companyname: companyName } : null);
  Object.assign(session, {
    token: result.token,
    companyId: company,
    utype: result.utype,
    user,
    companyName,
    role: null,
    checked: true,
  });
}

function writeCookie(cookie: VisitorCookie) {
  Cookies.set(COOKIE_NAME, JSON.stringify(cookie), {
    expires: COOKIE_DAYS,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
    path: '/',
  });
}

function readCookie(): Partial<VisitorCookie> | null {
  try {
    return JSON.parse(Cookies.get(COOKIE_NAME) ?? 'null') as Partial<VisitorCookie> | null;
  } catch {
    return null;
  }
}

/** Start-up: token and company id back from the cookie (the backend check follows). False when there is none. */
export function restoreFromCookie(): boolean {
  const raw = Cookies.get(COOKIE_NAME);
  if (!raw) return false;
  const cookie = readCookie();
  if (typeof cookie?.token !== 'string' || !cookie.token) {
    clearSession();
    return false;
  }
  // localStorage may have been cleared while the cookie lived on: the cookie alone still names the account.
  const user = storage.get<SessionUser>('user') ?? userFromCookie(cookie);
  const company = storage.get<{ id: number; companyname: string | null }>('company');
  Object.assign(session, {
    token: cookie.token,
    companyId: typeof cookie.company === 'number' ? cookie.company : null,
    utype: cookie.utype === 1 || cookie.utype === 2 ? cookie.utype : null,
    user,
    companyName: company?.companyname ?? null,
  });
  return true;
}

function userFromCookie(cookie: Partial<VisitorCookie>): SessionUser | null {
  const uid = cookie.uid ?? cookie.userinfo?.uid;
  const utype = cookie.utype ?? cookie.userinfo?.utype;
  if (typeof uid !== 'number' || (utype !== 1 && utype !== 2)) return null;
  const mobile = typeof cookie.mobile === 'string' ? cookie.mobile : '';
  return { uid, utype, mobile, name: mobile || String(uid), comList: cookie.userinfo?.comList ?? [] };
}

/** Logged out everywhere: local user, company and the cookie go. */
export function clearSession() {
  Cookies.remove(COOKIE_NAME, { path: '/' });
  storage.set('user', null);
  storage.set('company', null);
  Object.assign(session, { ...DEFAULT_SESSION, checked: true });
}

/** Fills in what the backend says about the logged-in user (status check, profile, role). */
export function updateSession(patch: Partial<Pick<SessionState, 'user' | 'companyName' | 'role' | 'checked'>>) {
  Object.assign(session, patch);
  if (patch.user) {
    storage.set('user', patch.user);
    // The login a QR scan stored knows no phone until the user info arrives: the cookie then carries it too, as
    // after a password login (spec s4: the cookie holds the mobile).
    const cookie = readCookie();
    if (cookie?.token === session.token && patch.user.mobile && cookie.mobile !== patch.user.mobile)
      writeCookie({ ...(cookie as VisitorCookie), mobile: patch.user.mobile });
  }
  if (patch.companyName !== undefined && session.companyId)
    storage.set('company', { id: session.companyId, companyname: patch.companyName });
}
