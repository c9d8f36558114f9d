/**
 * Login and account calls through the typed SDK, as the home login panel, the header and the start-up check make
 * them: QR link, password login (personal and company), the login-status check (the spec's userinfo call), logout,
 * member and company info, role, company authentication and unread messages (flag and count). Every live answer
 * validates against the contract; the named examples of spec s4 (logged out, profile incomplete, the four audit
 * states) reach the caller as documented.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/errors';
import type { OperationId } from '../../../sdk/operations.gen';
import type { components } from '../../../sdk/schema';
import {
  contractClient,
  contractOperations,
  prefer,
  tokens,
  validateResponse,
  type Sent,
} from '../../support/contract';

const MOBILE = /^1[2-8]\d{9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const byId = new Map(contractOperations.map((o) => [o.id, o]));

/** The raw body of the last answer the client received, after checking it against the operation's schema. */
async function liveBody(id: OperationId, sent: Sent[]): Promise<any> {
  const last = sent.at(-1)!;
  expect(last.response, `no response recorded for ${id}`).toBeDefined();
  const body = await last.response!.clone().json();
  expect(validateResponse(byId.get(id)!, body).errors).toBe('');
  return body;
}

/** The contract's login examples (`ok` and `company`), read as the login result they are. */
type LoginResult = components['schemas']['LoginResult'];
const personalLogin = tokens.personal.data as LoginResult;
const companyLogin = tokens.company.data as LoginResult;
const personal = { token: personalLogin.token };
const company = { token: companyLogin.token, companyId: companyLogin.company ?? null };
const credentials = { username: '13886021357', password: 'Jc@2026pass' };

describe('QR login link', () => {
  it('is a URL whose uuid query parameter names the websocket, fresh on every call', async () => {
    const { client, sent } = contractClient({});
    const first = await client.get('/api/V2/login/getQrCodeUrl');
    const uuid = new URL(first.url).searchParams.get('uuid');
    expect(uuid).toMatch(UUID);
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    await liveBody('getQrCodeUrl', sent);

    const second = await client.get('/api/V2/login/getQrCodeUrl');
    expect(new URL(second.url).searchParams.get('uuid')).toMatch(UUID);
    expect(new URL(second.url).searchParams.get('uuid')).not.toBe(uuid);
  });
});

describe('password login', () => {
  it('personal account: a token, utype 2, the phone and uid, no company; the token then opens personal info', async () => {
    const { client, sent } = contractClient({});
    const login = await client.post('/v1_0/member/login/password', { body: credentials });
    expect(login.token).toMatch(/^\S+$/);
    expect(login.utype).toBe(2);
    expect(login.mobile).toMatch(MOBILE);
    expect(Number.isInteger(login.uid) && login.uid > 0).toBe(true);
    expect(login.company).toBeUndefined();
    expect(login.comList ?? []).toEqual([]);
    expect(login.personMember).toBeDefined();
    const { request, body } = sent[0]!;
    expect(request.headers.get('authorization')).toBeNull();
    expect(JSON.parse(body)).toEqual({ ...credentials, platform: 'web', companyid: '', companyId: '' });
    await liveBody('memberLoginPassword', sent);

    const me = contractClient({ token: login.token });
    const info = await me.client.get('/v1_0/personal/info/index');
    expect(info.uid).toBe(login.uid);
    expect(info.mobile).toMatch(MOBILE);
    expect(me.sent[0]!.request.headers.get('authorization')).toBe(login.token);
    expect(me.sent[0]!.request.headers.get('user-token')).toBe(login.token);
    await liveBody('personalInfoIndex', me.sent);
  });

  it('company account: utype 1 with a comList whose first company is the one logged in', async () => {
    const { client, sent } = contractClient({});
    const login = await client.post('/v1_0/member/login/password', { body: credentials, headers: prefer('company') });
    expect(login.token).toMatch(/^\S+$/);
    expect(login.utype).toBe(1);
    expect(login.mobile).toMatch(MOBILE);
    expect(login.comMember).toBeDefined();
    expect(login.comList?.length).toBeGreaterThan(0);
    for (const c of login.comList ?? []) {
      expect(Number.isInteger(c.id) && c.id > 0).toBe(true);
      expect(c.companyname.length).toBeGreaterThan(0);
    }
    expect(login.company).toBe(login.comList![0]!.id);
    await liveBody('memberLoginPassword', sent);
  });

  it('wrongPassword: a business ApiError carrying the server message', async () => {
    const { client } = contractClient({});
    const error = await client
      .post('/v1_0/member/login/password', {
        body: { ...credentials, password: 'wrong' },
        headers: prefer('wrongPassword'),
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      key: 'error.business',
      message: '用户名或密码错误',
      detail: { code: 500 },
    });
  });

  it('is refused (422) without a password, and the SDK types refuse it too', async () => {
    const { client, sent } = contractClient({});
    const error = await client
      // @ts-expect-error password is required by LoginPasswordRequest
      .post('/v1_0/member/login/password', { body: { username: credentials.username } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', message: 'Request failed!', detail: { status: 422 } });
    expect(JSON.parse(sent[0]!.body)).not.toHaveProperty('password');
  });
});

describe('login status and session', () => {
  it("status check (the spec's userinfo call) with the session's token: logged in, with user info; a /v1_0 call, so the token goes as Authorization, user-token header and query", async () => {
    const { client, sent } = contractClient(company);
    const status = await client.get('/v1_0/home/config/userinfo');
    expect(status.login).toBe(true);
    expect(status.show_username).toMatch(/\S/);
    expect(status.userData?.userinfo.uid).toBe(companyLogin.uid);
    expect(status.userData?.userinfo.comList?.map((c) => c.id)).toContain(company.companyId);
    const r = sent[0]!.request;
    expect(r.headers.get('authorization')).toBe(company.token);
    expect(r.headers.get('user-token')).toBe(company.token);
    expect(new URL(r.url).searchParams.get('user-token')).toBe(company.token);
    await liveBody('homeConfigUserinfo', sent);
  });

  it('status check of a token the page does not hold yet (a QR scan): that token, named for the call, is what is checked', async () => {
    const { client, sent } = contractClient({});
    const scanned = companyLogin.token;
    const status = await client.get('/v1_0/home/config/userinfo', {
      headers: { Authorization: scanned, 'user-token': scanned },
    });
    expect(status.login).toBe(true);
    expect(status.userData?.userinfo.utype).toBe(1);
    const r = sent[0]!.request;
    expect(r.headers.get('authorization')).toBe(scanned);
    expect(r.headers.get('user-token')).toBe(scanned);
    expect(new URL(r.url).searchParams.get('user-token')).toBe(scanned);
    await liveBody('homeConfigUserinfo', sent);
  });

  it('status check `loggedOut`: login false and no user, so the app clears the session and draws a fresh QR code', async () => {
    const { client, sent } = contractClient(personal);
    const status = await client.get('/v1_0/home/config/userinfo', { headers: prefer('loggedOut') });
    expect(status.login).toBe(false);
    expect(status.userData).toBeUndefined();
    await liveBody('homeConfigUserinfo', sent);
  });

  it.each([
    ['sessionExpired', { kind: 'sessionExpired', message: 'Please log in first', detail: { code: 401 } }],
    ['serverError', { kind: 'business' }],
    ['exception', { kind: 'exception', message: 'Server internal error' }],
  ] as const)(
    'status check `%s` rejects with a typed ApiError (the app then logs out locally)',
    async (example, shape) => {
      const { client } = contractClient(personal);
      const error = await client
        .get('/v1_0/home/config/userinfo', { headers: prefer(example) })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject(shape);
    },
  );

  it('status check without any token is refused by the contract (HTTP 401)', async () => {
    const { client } = contractClient({});
    const error = await client.get('/v1_0/home/config/userinfo').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', detail: { status: 401 } });
  });

  it('logout succeeds with the token in the body, header and Authorization', async () => {
    const { client, sent } = contractClient(personal);
    await expect(client.post('/v1_0/member/login/logout', { body: {} })).resolves.toBeNull();
    const { request, body } = sent[0]!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    expect(JSON.parse(body)).toMatchObject({ 'user-token': personal.token, platform: 'web' });
    await liveBody('memberLogout', sent);
  });
});

describe('member and company information', () => {
  it('memberInfo: a complete personal profile (is_refine 1, utype 2)', async () => {
    const { client, sent } = contractClient(personal);
    const { info } = await client.get('/v1_0/Scatt/Job/memberInfo', {
      params: { query: { id: personalLogin.uid, utype: 2 } },
    });
    expect(info).toEqual({ is_refine: 1, utype: 2 });
    expect(Object.fromEntries(new URL(sent[0]!.request.url).searchParams)).toMatchObject({
      id: String(personalLogin.uid),
      utype: '2',
    });
    await liveBody('scattMemberInfo', sent);
  });

  it('memberInfo `incomplete`: is_refine 0, so publishing sends the user to profile completion', async () => {
    const { client, sent } = contractClient(personal);
    const { info } = await client.get('/v1_0/Scatt/Job/memberInfo', {
      params: { query: { id: personalLogin.uid, utype: 2 } },
      headers: prefer('incomplete'),
    });
    expect(info.is_refine).toBe(0);
    expect(info.utype).toBe(2);
    await liveBody('scattMemberInfo', sent);
  });

  it('company profile of the logged-in company', async () => {
    const { client, sent } = contractClient(company);
    const profile = await client.get('/v1_0/company/profile/index', {
      params: { query: { companyid: String(company.companyId) } },
    });
    expect(profile.id).toBe(company.companyId);
    expect(profile.companyname).toBe(companyLogin.comList?.find((c) => c.id === company.companyId)?.companyname);
    expect(profile.mobile).toMatch(MOBILE);
    expect(new URL(sent[0]!.request.url).searchParams.get('companyid')).toBe(String(company.companyId));
    await liveBody('companyProfileIndex', sent);
  });

  it('role of a company member, fetched by member id after login', async () => {
    const { client, sent } = contractClient(company);
    const role = await client.get('/api/V2/account/queryDbRoleByMemberIdAndCompany', {
      params: { query: { memberId: companyLogin.uid } },
    });
    expect(Number.isInteger(role.roleId)).toBe(true);
    expect(role.roleName).toMatch(/\S/);
    expect(role.permissions ?? []).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(new URL(sent[0]!.request.url).searchParams.get('companyid')).toBe(String(company.companyId));
    await liveBody('queryDbRoleByMemberIdAndCompany', sent);
  });
});

describe('company authentication check', () => {
  it.each([
    ['ok', 1],
    ['rejected', 2],
    ['inReview', 3],
    ['notAuthenticated', 0],
  ] as const)('example %s gives audit %i', async (example, audit) => {
    const { client, sent } = contractClient(company);
    const status = await client.get('/v1_0/company/auth/index', { headers: prefer(example) });
    expect(status.audit).toBe(audit);
    if (audit === 2) expect(status.audit_reason).toMatch(/\S/);
    else expect(status.audit_reason ?? '').toBe('');
    await liveBody('companyAuthIndex', sent);
  });

  it('overdue501 on the check logs the user out ("Please log in first")', async () => {
    const { client } = contractClient(company);
    const error = await client
      .get('/v1_0/company/auth/index', { headers: prefer('overdue501') })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'sessionExpired', message: 'Please log in first', detail: { code: 501 } });
  });
});

describe('message reminder', () => {
  it('haveMessage: the red dot flag, true then false for `none`', async () => {
    const { client, sent } = contractClient(personal);
    await expect(client.get('/api/V2/login/haveMessage')).resolves.toEqual({ have: true });
    expect(sent[0]!.request.headers.get('authorization')).toBe(personal.token);
    await liveBody('haveMessage', sent);
    await expect(client.get('/api/V2/login/haveMessage', { headers: prefer('none') })).resolves.toEqual({
      have: false,
    });
  });

  it('unread count: an integer count of unread messages, 0 for `none`', async () => {
    const { client, sent } = contractClient(company);
    const { number } = await client.get('/api/V2/message/queryUnMessageNumber');
    expect(Number.isInteger(number) && number > 0).toBe(true);
    await liveBody('queryUnMessageNumber', sent);
    await expect(client.get('/api/V2/message/queryUnMessageNumber', { headers: prefer('none') })).resolves.toEqual({
      number: 0,
    });
  });

  it('a visitor (no token) is refused by the contract with HTTP 401', async () => {
    const { client } = contractClient({});
    const error = await client.get('/api/V2/message/queryUnMessageNumber').catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      message: 'Login expired! Please log in again',
      detail: { status: 401 },
    });
  });
});
