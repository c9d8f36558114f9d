// The mock's test accounts (README, "Test accounts"; mock-server/accounts.mjs): each logs in by its names and the
// shared password, and its token is answered with its own examples, so a tester sees each case without Prefer.
import { describe, expect, inject, it } from 'vitest';
import { ACCOUNTS, MOCK_PASSWORD } from '../../mock-server/accounts.mjs';

const base = inject('mockUrl');

async function login(username: string, password: string) {
  const answer = await fetch(`${base}/n2024/v1_0/member/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, platform: 'web', companyid: '', companyId: '' }),
  });
  return (await answer.json()) as { code: number; message: string; data: Record<string, any> | null };
}

async function get(path: string, token: string) {
  const answer = await fetch(`${base}/n2024${path}`, { headers: { Authorization: token, 'user-token': token } });
  return ((await answer.json()) as { data: Record<string, any> }).data;
}

describe('test accounts', () => {
  it('every name of every account logs in as that account, with a token of its own', async () => {
    const tokens = new Set<string>();
    for (const account of ACCOUNTS) {
      const results = await Promise.all(account.names.map((name) => login(name, MOCK_PASSWORD)));
      for (const r of results) expect(r.code).toBe(200);
      expect(new Set(results.map((r) => r.data!.token)).size).toBe(1);
      tokens.add(results[0]!.data!.token);
    }
    expect(tokens.size).toBe(ACCOUNTS.length);
  });

  it('a listed name with another password is refused with the server message', async () => {
    const r = await login('yunfan_hr', 'not-the-password');
    expect(r).toMatchObject({ code: 500, message: '用户名或密码错误', data: null });
  });

  it('the status check, profile, company authentication and profile completion describe each account', async () => {
    const personal = (await login('jc_zhangwei', MOCK_PASSWORD)).data!;
    const company = (await login('yunfan_hr', MOCK_PASSWORD)).data!;
    const inReview = (await login('jc_qiming', MOCK_PASSWORD)).data!;
    const newcomer = (await login('jc_newcomer', MOCK_PASSWORD)).data!;

    for (const who of [personal, company, inReview, newcomer]) {
      const status = await get('/v1_0/home/config/userinfo', who.token);
      expect(status.login).toBe(true);
      expect(status.userData.userinfo).toMatchObject({ uid: who.uid, utype: who.utype });
    }
    expect((await get('/v1_0/company/auth/index', company.token)).audit).toBe(1);
    expect((await get('/v1_0/company/auth/index', inReview.token)).audit).toBe(3);
    expect((await get(`/v1_0/company/profile/index?companyid=${inReview.company}`, inReview.token)).id).toBe(
      inReview.company,
    );
    const refined = (who: Record<string, any>) =>
      get(`/v1_0/Scatt/Job/memberInfo?id=${who.uid}&utype=${who.utype}`, who.token).then((d) => d.info.is_refine);
    expect(await refined(personal)).toBe(1);
    expect(await refined(newcomer)).toBe(0);
    expect((await get('/v1_0/personal/info/index', newcomer.token)).mobile).toBe(newcomer.mobile);
  });
});
