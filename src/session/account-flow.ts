/**
 * The login flows that talk to the backend (spec s4): start-up restore and check, completing a password or QR
 * login (user info, company name, role), and signing out. Framework-free; the UI calls these, and every write
 * goes through the session store's actions. Side calls (profile, role) are best effort and never break the page;
 * the status check is not: a check that fails ends the login (spec s8).
 */
import {
  fetchCompanyProfile,
  fetchLoginStatus,
  fetchMemberRole,
  fetchPersonalInfo,
  logoutOnServer,
  type LoginResult,
  type LoginStatus,
} from '../data/account';
import { requestFreshQr } from './qr-signal';
import { clearSession, logIn, restoreFromCookie, session, updateSession, type SessionUser } from './session-store';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Name, avatar and phone of the logged-in account; for a company also its name and the member's role. */
export async function loadProfile(): Promise<void> {
  const { token, companyId, user } = session;
  if (!token || !user) return;
  // A logout or another login while these were on their way must not be overwritten by stale answers.
  const current = () => session.token === token && session.user !== null;
  if (companyId) {
    const [profile, role] = await Promise.allSettled([fetchCompanyProfile(companyId), fetchMemberRole(user.uid)]);
    if (!current()) return;
    if (role.status === 'fulfilled') updateSession({ role: role.value });
    if (profile.status === 'fulfilled') {
      const p = profile.value;
      updateSession({
        companyName: text(p.companyname) ?? session.companyName,
        user: {
          ...session.user!,
          avatar: text(p.logo) ?? session.user!.avatar,
          mobile: session.user!.mobile || (text(p.mobile) ?? ''),
        },
      });
    }
    return;
  }
  try {
    const info = await fetchPersonalInfo();
    if (!current() || info.uid !== session.user!.uid) return;
    const was = session.user!;
    updateSession({
      user: {
        ...was,
        name: text(info.username) ?? was.name,
        fullname: text(info.fullname) ?? was.fullname,
        avatar: text(info.avatar) ?? was.avatar,
        mobile: text(info.mobile) ?? was.mobile,
      },
    });
  } catch {
    // the panel shows what the login gave
  }
}

/** A password login answer holding a token: stored as the session (first company of comList), then filled in. */
export async function completeLogin(result: LoginResult): Promise<void> {
  const member = (result.utype === 1 ? result.comMember : result.personMember) as Record<string, unknown> | undefined;
  const fullname = text(member?.fullname) ?? text(member?.contact);
  logIn(result, text(member?.username) ?? fullname);
  if (fullname && session.user) updateSession({ user: { ...session.user, fullname } });
  await loadProfile();
}

/**
 * The user as the status check describes it. The check answers for the very token the stored login holds, so it
 * can only refine that member (name, companies); an answer about another member is not taken over the identity the
 * login stored (and the page has already acted on), nor is a check that names nobody.
 */
function statusUser(status: LoginStatus, was: SessionUser | null): SessionUser | null {
  const info = status.userData?.userinfo;
  if (!info) return was;
  if (was && was.uid !== info.uid) return was;
  return {
    ...was,
    uid: info.uid,
    utype: info.utype,
    mobile: was?.mobile ?? '',
    name: text(status.show_username) ?? was?.name ?? String(info.uid),
    comList: info.comList ?? was?.comList ?? [],
  };
}

/**
 * The token a QR scan delivered: checked with the backend (as Authorization and user-token of that one call), then
 * stored as the session. False when the check says not logged in or fails in any way (spec s4, s8): nothing is
 * stored, stale leftovers are cleared, and the QR widget draws a fresh code.
 */
export async function logInWithToken(token: string): Promise<boolean> {
  const status = await fetchLoginStatus(token).catch(() => null);
  const user = status?.login ? statusUser(status, null) : null;
  if (!user) {
    if (!session.token) clearSession(); // a password login meanwhile is not this check's to undo
    return false;
  }
  const company = user.utype === 1 ? user.comList[0]?.id : undefined;
  logIn({ token, utype: user.utype, uid: user.uid, comList: user.comList, company }, user.name);
  await loadProfile();
  return true;
}

/**
 * Start-up (spec s4): with the cookie, token and company id come back at once (no wait before the first paint),
 * then the status check decides. A check that says not logged in, or that fails in any way (network, timeout, HTTP,
 * envelope), clears user, company and cookie, and the home panel draws a fresh QR code (spec s4, s8; decision 010:
 * one failed call logs the visitor out here, the spec's rule over keeping a login we cannot vouch for).
 */
export async function startSession(): Promise<void> {
  if (!restoreFromCookie()) {
    updateSession({ checked: true });
    return;
  }
  const token = session.token;
  const status = await fetchLoginStatus().catch(() => null);
  if (session.token !== token) return; // logged in or out meanwhile
  if (!status?.login) {
    clearSession();
    requestFreshQr();
    return;
  }
  const user = statusUser(status, session.user);
  const companyName = session.companyId
    ? (user?.comList.find((c) => c.id === session.companyId)?.companyname ?? session.companyName)
    : null;
  updateSession({ ...(user ? { user } : {}), companyName, checked: true });
  await loadProfile();
}

/** Logout without asking: tells the server (its failure is ignored) and clears user, company and the cookie. */
export async function signOut(): Promise<void> {
  try {
    await logoutOnServer();
  } catch {
    // spec s4: a failed logout call still logs the visitor out here
  }
  clearSession();
}
