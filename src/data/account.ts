/**
 * Login and account calls (spec s4, s7): the QR link, password login, the login-status check, member and company
 * info, the role, company authentication, unread messages and logout. Plain async functions for the session flows
 * (start-up, QR login) that run outside React, plus react-query options and a mutation for the components.
 * Background calls are silent (no loading overlay); a login the visitor asked for shows it.
 *
 * The plain functions run outside react-query, so they hand an expired session (codes 401, 501) to the same s8
 * handling as every other call themselves (`reported`): the login is cleared and the visitor asked to log in again.
 * Their other failures stay quiet (the callers say what they need). Two calls do not: the check of a token a QR scan
 * has just delivered (the QR widget tells a refused scan and draws a fresh code, spec s4) and the logout (its
 * failure still logs out, and asking to log in again would contradict the visitor's own click).
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { components } from '../../sdk/schema';
import { silent } from '../../sdk/client';
import { api } from './api-client';
import { reportApiError } from './query-client';

type Schemas = components['schemas'];

/** An account call whose expired session goes to the s8 handling (spec s8), then fails as before. */
const reported = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => {
    reportApiError(error, { errorToast: false });
    throw error;
  });
export type LoginResult = Schemas['LoginResult'];
export type LoginCredentials = Schemas['LoginPasswordRequest'];
export type LoginStatus = Schemas['SessionUserInfo'];

/** The QR login link; its `uuid` query parameter names the websocket. */
export const fetchQrLink = (signal?: AbortSignal) =>
  reported(api.get('/api/V2/login/getQrCodeUrl', { signal, headers: silent }).then((d) => d.url));

/** Password login: success is an answer holding a token (a wrong password rejects with a business ApiError). */
export const passwordLogin = (body: LoginCredentials) => api.post('/v1_0/member/login/password', { body });

/**
 * The login-status check, the spec's "login flag and user info" (s7): `login: false` means the token is no longer
 * good. `token` checks a token the session does not hold yet (the one a QR scan delivered), sent as Authorization
 * and user-token for this one call, so the page does not count as logged in before the answer.
 */
export const fetchLoginStatus = (token?: string) =>
  token
    ? api.get('/v1_0/home/config/userinfo', { headers: { ...silent, Authorization: token, 'user-token': token } })
    : reported(api.get('/v1_0/home/config/userinfo', { headers: silent }));

/** The personal member's name, avatar and phone. */
export const fetchPersonalInfo = () => reported(api.get('/v1_0/personal/info/index', { headers: silent }));

/** The logged-in company's profile (name, logo, contact phone). */
export const fetchCompanyProfile = (companyId: number) =>
  reported(
    api.get('/v1_0/company/profile/index', { params: { query: { companyid: String(companyId) } }, headers: silent }),
  );

/** The company member's role, by member id (uid); its shape is not shown by the spec. */
export const fetchMemberRole = (memberId: number) =>
  reported(
    api.get('/api/V2/account/queryDbRoleByMemberIdAndCompany', { params: { query: { memberId } }, headers: silent }),
  );

/** The company's authentication state: audit 1 ok, 2 rejected, 3 in review, anything else not authenticated. */
export const fetchCompanyAuth = () => reported(api.get('/v1_0/company/auth/index', { headers: silent }));

/** Logs out on the server; the caller clears the local session whatever the answer. */
export const logoutOnServer = () => api.post('/v1_0/member/login/logout', { body: {}, headers: silent });

/**
 * Whether the member has unread messages (haveMessage): the header menu's red dot (spec s2, s7). Keyed by member and
 * company so another login asks afresh; a background reminder, so its failures raise no toast.
 */
export const hasUnreadQuery = (uid: number | null, companyId: number | null) =>
  queryOptions({
    queryKey: ['account', 'haveMessage', uid, companyId],
    queryFn: ({ signal }) => api.get('/api/V2/login/haveMessage', { signal, headers: silent }).then((d) => d.have),
    enabled: uid !== null,
    staleTime: 60_000,
    meta: { errorToast: false },
  });

/** How many are unread (queryUnMessageNumber), shown beside 'message reminder'; asked only once haveMessage says some. */
export const unreadCountQuery = (uid: number | null, companyId: number | null, have: boolean) =>
  queryOptions({
    queryKey: ['account', 'unread', uid, companyId],
    queryFn: ({ signal }) =>
      api.get('/api/V2/message/queryUnMessageNumber', { signal, headers: silent }).then((d) => d.number),
    enabled: uid !== null && have,
    staleTime: 60_000,
    meta: { errorToast: false },
  });

/** The password login of the home panel; never retried (a retry could count as a second failed attempt). */
export const usePasswordLogin = () =>
  useMutation({ mutationKey: ['account', 'passwordLogin'], retry: false, mutationFn: passwordLogin });
