import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { defaultExampleData, exampleData } from '../../tests/support/contract-examples';
import { accountState, clearSession, COOKIE_NAME, logIn, restoreFromCookie, session } from './session-store';

const personal = defaultExampleData('post', '/v1_0/member/login/password');
const company = exampleData('post', '/v1_0/member/login/password', 'company');

describe('session', () => {
  beforeEach(() => clearSession());

  it('logs a personal account in: cookie qscms_visitor with utype, mobile, token, user info, company and uid', () => {
    logIn(personal);
    expect(accountState(session)).toBe('personal');
    const cookie = JSON.parse(Cookies.get(COOKIE_NAME)!);
    expect(cookie).toEqual({
      utype: 2,
      mobile: personal.mobile,
      token: personal.token,
      userinfo: { uid: personal.uid, utype: 2, comList: personal.comList ?? [] },
      company: null,
      uid: personal.uid,
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ uid: personal.uid, utype: 2 });
    expect(localStorage.getItem('company')).toBeNull();
  });

  it('logs a company account in with the first company of comList', () => {
    logIn({ ...company, company: undefined });
    expect(accountState(session)).toBe('company');
    expect(session.companyId).toBe(company.comList[0].id);
    expect(session.companyName).toBe(company.comList[0].companyname);
    expect(JSON.parse(localStorage.getItem('company')!)).toEqual({
      id: company.comList[0].id,
      companyname: company.comList[0].companyname,
    });
  });

  it('restores token and company id from the cookie after a reload', () => {
    logIn(company);
    Object.assign(session, { token: null, companyId: null });
    expect(restoreFromCookie()).toBe(true);
    expect(session.token).toBe(company.token);
    expect(session.companyId).toBe(company.company ?? company.comList[0].id);
  });

  it('clears user, company and cookie on logout, and treats a garbled cookie as logged out', () => {
    logIn(company);
    clearSession();
    expect(Cookies.get(COOKIE_NAME)).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('company')).toBeNull();
    expect(accountState(session)).toBe('loggedOut');
    Cookies.set(COOKIE_NAME, '{garbled');
    expect(restoreFromCookie()).toBe(false);
    expect(Cookies.get(COOKIE_NAME)).toBeUndefined();
  });

  it('restores the account from the cookie alone when local storage was cleared', () => {
    logIn(personal);
    localStorage.clear();
    Object.assign(session, { token: null, user: null });
    expect(restoreFromCookie()).toBe(true);
    expect(session.user).toMatchObject({ uid: personal.uid, utype: 2, mobile: personal.mobile, name: personal.mobile });
  });
});
