import { beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { envelopeError, httpError, networkError, timeoutError } from '../../sdk/errors';
import { exampleData } from '../../tests/support/contract-examples';
import * as account from '../data/account';
import { completeLogin, logInWithToken, signOut, startSession } from './account-flow';
import { qrSignal } from './qr-signal';
import { accountState, clearSession, COOKIE_NAME, logIn, session } from './session-store';

vi.mock('../data/account', () => ({
  fetchLoginStatus: vi.fn(),
  fetchPersonalInfo: vi.fn(),
  fetchCompanyProfile: vi.fn(),
  fetchMemberRole: vi.fn(),
  logoutOnServer: vi.fn(),
}));
const api = vi.mocked(account);

const personalLogin = exampleData('post', '/v1_0/member/login/password');
const companyLogin = exampleData('post', '/v1_0/member/login/password', 'company');
const companyStatus = exampleData('get', '/v1_0/home/config/userinfo');
const loggedOut = exampleData('get', '/v1_0/home/config/userinfo', 'loggedOut');
const personalInfo = exampleData('get', '/v1_0/personal/info/index');
const companyProfile = exampleData('get', '/v1_0/company/profile/index');
const role = exampleData('get', '/api/V2/account/queryDbRoleByMemberIdAndCompany');

/** A stored login as a previous visit left it, with the in-memory session gone (a reload). */
function previousVisit(result = companyLogin) {
  logIn(result);
  Object.assign(session, { token: null, companyId: null, utype: null, user: null, companyName: null, checked: false });
}

beforeEach(() => {
  vi.resetAllMocks();
  clearSession();
  Object.assign(session, { checked: false });
  api.fetchPersonalInfo.mockResolvedValue(personalInfo);
  api.fetchCompanyProfile.mockResolvedValue(companyProfile);
  api.fetchMemberRole.mockResolvedValue(role);
});

describe('start-up', () => {
  it('without the cookie: nothing to ask, the visitor is checked as logged out at once', async () => {
    await startSession();
    expect(api.fetchLoginStatus).not.toHaveBeenCalled();
    expect(session.checked).toBe(true);
    expect(accountState(session)).toBe('loggedOut');
  });

  it('with the cookie: token and company id back before the check answers; then user, company name and role', async () => {
    previousVisit();
    let answer!: (v: typeof companyStatus) => void;
    api.fetchLoginStatus.mockReturnValue(new Promise((r) => (answer = r)));
    const started = startSession();
    expect(session.token).toBe(companyLogin.token);
    expect(session.companyId).toBe(companyLogin.company);
    expect(session.checked).toBe(false);
    answer(companyStatus);
    await started;
    expect(session.checked).toBe(true);
    expect(session.user).toMatchObject({
      uid: companyStatus.userData.userinfo.uid,
      utype: 1,
      name: companyStatus.show_username,
      mobile: companyLogin.mobile,
      avatar: companyProfile.logo,
    });
    expect(session.companyName).toBe(companyProfile.companyname);
    expect(api.fetchCompanyProfile).toHaveBeenCalledWith(companyLogin.company);
    expect(api.fetchMemberRole).toHaveBeenCalledWith(companyStatus.userData.userinfo.uid);
    expect(session.role).toEqual(role);
  });

  it.each([
    ['login: false', () => api.fetchLoginStatus.mockResolvedValue(loggedOut)],
    ['an expired session', () => api.fetchLoginStatus.mockRejectedValue(envelopeError(401, ''))],
    ['a network failure', () => api.fetchLoginStatus.mockRejectedValue(networkError('/v1_0/home/config/userinfo'))],
    ['a timeout', () => api.fetchLoginStatus.mockRejectedValue(timeoutError('/v1_0/home/config/userinfo'))],
    ['HTTP 500', () => api.fetchLoginStatus.mockRejectedValue(httpError(500, '/v1_0/home/config/userinfo'))],
    ['a business error', () => api.fetchLoginStatus.mockRejectedValue(envelopeError(500, '服务异常'))],
  ])('%s clears cookie, user and company, and asks the home panel for a fresh QR code', async (_name, answer) => {
    previousVisit();
    answer();
    const generation = qrSignal.generation;
    await startSession();
    expect(Cookies.get(COOKIE_NAME)).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('company')).toBeNull();
    expect(accountState(session)).toBe('loggedOut');
    expect(session.checked).toBe(true);
    expect(qrSignal.generation).toBe(generation + 1);
    expect(api.fetchCompanyProfile).not.toHaveBeenCalled();
  });

  it('a login made while the check was on its way is not undone by its failure', async () => {
    previousVisit();
    let fail!: (e: unknown) => void;
    api.fetchLoginStatus.mockReturnValue(new Promise((_r, reject) => (fail = reject)));
    const started = startSession();
    logIn(personalLogin);
    fail(networkError());
    await started;
    expect(accountState(session)).toBe('personal');
    expect(Cookies.get(COOKIE_NAME)).toBeDefined();
  });

  it('an answer about another member does not replace the stored identity', async () => {
    previousVisit(personalLogin);
    api.fetchLoginStatus.mockResolvedValue(companyStatus);
    await startSession();
    expect(session.checked).toBe(true);
    expect(accountState(session)).toBe('personal');
    expect(session.user).toMatchObject({ uid: personalLogin.uid, utype: 2, fullname: personalInfo.fullname });
  });

  it('a failing profile call keeps the name the check gave', async () => {
    previousVisit();
    api.fetchLoginStatus.mockResolvedValue(companyStatus);
    api.fetchCompanyProfile.mockRejectedValue(networkError());
    api.fetchMemberRole.mockRejectedValue(networkError());
    await startSession();
    expect(session.companyName).toBe(companyLogin.comList[0].companyname);
    expect(session.role).toBeNull();
  });
});

describe('login', () => {
  it('password, personal: user name for the header, full name, avatar and phone from personal info', async () => {
    await completeLogin(personalLogin);
    expect(accountState(session)).toBe('personal');
    expect(session.user).toMatchObject({
      name: personalInfo.username,
      fullname: personalInfo.fullname,
      avatar: personalInfo.avatar,
      mobile: personalInfo.mobile,
    });
    expect(api.fetchMemberRole).not.toHaveBeenCalled();
  });

  it('a logout while the profile loads is not undone by its late answer', async () => {
    let answer!: (v: typeof personalInfo) => void;
    api.fetchPersonalInfo.mockReturnValue(new Promise((r) => (answer = r)));
    const done = completeLogin(personalLogin);
    clearSession();
    answer(personalInfo);
    await done;
    expect(session.user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('QR token: checked with that token, then stored with the first company of comList', async () => {
    api.fetchLoginStatus.mockResolvedValue(companyStatus);
    await expect(logInWithToken('qr-token')).resolves.toBe(true);
    expect(api.fetchLoginStatus).toHaveBeenCalledWith('qr-token');
    expect(session.token).toBe('qr-token');
    expect(session.companyId).toBe(companyStatus.userData.userinfo.comList[0].id);
    expect(JSON.parse(Cookies.get(COOKIE_NAME)!)).toMatchObject({ token: 'qr-token', utype: 1 });
    expect(session.role).toEqual(role);
  });

  it("QR token of a personal member: the stored login carries the member's phone from the user info", async () => {
    api.fetchLoginStatus.mockResolvedValue({
      login: true,
      show_username: personalInfo.username,
      userData: { userinfo: { uid: personalInfo.uid, utype: 2, comList: [] } },
    });
    await expect(logInWithToken('qr-token')).resolves.toBe(true);
    expect(personalInfo.mobile).toBeTruthy();
    expect(session.user?.mobile).toBe(personalInfo.mobile);
    expect(JSON.parse(Cookies.get(COOKIE_NAME)!)).toMatchObject({ token: 'qr-token', mobile: personalInfo.mobile });
  });

  it.each([
    ['does not accept', () => api.fetchLoginStatus.mockResolvedValue(loggedOut)],
    [
      'cannot be asked about',
      () => api.fetchLoginStatus.mockRejectedValue(httpError(500, '/v1_0/home/config/userinfo')),
    ],
  ])('QR token the backend %s: still logged out, nothing stored', async (_name, answer) => {
    localStorage.setItem('user', JSON.stringify({ uid: 1, utype: 2, mobile: '', name: 'stale', comList: [] }));
    answer();
    await expect(logInWithToken('bad')).resolves.toBe(false);
    expect(accountState(session)).toBe('loggedOut');
    expect(Cookies.get(COOKIE_NAME)).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('signOut', () => {
  it('clears the session even when the logout call fails', async () => {
    logIn(companyLogin);
    api.logoutOnServer.mockRejectedValue(networkError());
    await signOut();
    expect(api.logoutOnServer).toHaveBeenCalledTimes(1);
    expect(accountState(session)).toBe('loggedOut');
    expect(Cookies.get(COOKIE_NAME)).toBeUndefined();
  });
});
