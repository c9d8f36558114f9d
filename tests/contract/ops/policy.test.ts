/**
 * Typed contract tests for the policy pages: the policy list (/policy), policy detail (/policyInfoDetail), the
 * subsidy application form (/pclicyForm) and the bidding process (/biddingProcess).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/errors';
import type { paths } from '../../../sdk/schema';
import {
  contractClient,
  contractOperations,
  prefer,
  tokens,
  validateResponse,
  type Sent,
} from '../../support/contract';

const personal = { token: tokens.personal.data.token };

const isEpochSeconds = (n: unknown) =>
  Number.isInteger(n) && (n as number) > 1_700_000_000 && (n as number) < 1_900_000_000;

const operation = (id: string) => contractOperations.find((o) => o.id === id)!;
async function liveBodyErrors(sent: Sent[], id: string) {
  const body: unknown = await sent.at(-1)!.response!.clone().json();
  return validateResponse(operation(id), body).errors;
}
const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);
const refused422 = { kind: 'http', message: 'Request failed!', detail: { status: 422 } };

type SubsidyBody = NonNullable<
  paths['/api/policy/savePolicyApplyForSubsidy']['post']['requestBody']
>['content']['application/json'];
const application: SubsidyBody = {
  policyId: 201,
  applicantName: '刘芳',
  idcard: '42010219920816302X',
  mobile: '15827364519',
  companyName: '江城市东湖区芳华餐饮店',
  bankAccount: '6217002870012345678',
  amount: 5000,
  reason: '本人于2026年1月在东湖区注册个体餐饮店，已正常经营8个月，现申请一次性创业补贴。',
};

describe('policy list (queryPolicyPage)', () => {
  it('lists policies with title, type, department and date', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/policy/queryPolicyPage', { params: { query: { page: 1, size: 10 } } });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.records.length);
    for (const p of page.records) {
      expect(Number.isInteger(p.id)).toBe(true);
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.type_name).toEqual(expect.any(String));
      expect(isEpochSeconds(p.addtime)).toBe(true);
    }
    expect(query(sent[0]!.request)).toMatchObject({ page: '1', size: '10', platform: 'web' });
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(await liveBodyErrors(sent, 'queryPolicyPage')).toBe('');
  });

  it('filters by keyword and type, and gives an empty list when nothing matches', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/policy/queryPolicyPage', {
      params: { query: { page: 1, size: 10, keyWord: '补贴', type: 1 } },
      headers: prefer('empty'),
    });
    expect(page.records).toEqual([]);
    expect(page.total).toBe(0);
    expect(query(sent[0]!.request)).toMatchObject({ keyWord: '补贴', type: '1' });
  });

  it('refuses a type that is not a positive integer', async () => {
    const { client } = contractClient({});
    await expect(
      client.get('/api/policy/queryPolicyPage', { params: { query: { page: 1, size: 10, type: 0 } } }),
    ).rejects.toMatchObject(refused422);
  });
});

describe('policy detail (queryPolicyById)', () => {
  it('opens the policy the list links to, with content and attachments', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/policy/queryPolicyPage', { params: { query: { page: 1, size: 10 } } });
    const linked = page.records[0]!;
    const policy = await client.get('/api/policy/queryPolicyById', { params: { query: { id: linked.id } } });
    expect(policy.id).toBe(linked.id);
    expect(policy.title).toBe(linked.title);
    expect(policy.addtime).toBe(linked.addtime);
    expect(policy.content.length).toBeGreaterThan(0);
    expect([0, 1]).toContain(policy.canApply);
    for (const a of policy.attachments ?? []) {
      expect(a.name.length).toBeGreaterThan(0);
      expect(a.url).toMatch(/^\/n2024\/|^https?:\/\//);
    }
    expect(query(sent.at(-1)!.request)).toMatchObject({ id: String(linked.id) });
    expect(await liveBodyErrors(sent, 'queryPolicyById')).toBe('');
  });

  it('shows the server message of a business error', async () => {
    const { client } = contractClient({});
    const error = await client
      .get('/api/policy/queryPolicyById', { params: { query: { id: 201 } }, headers: prefer('businessError') })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: '该职位已下线，请浏览其他职位', detail: { code: 50009 } });
  });
});

describe('subsidy application (savePolicyApplyForSubsidy)', () => {
  it('submits the /pclicyForm application for a policy that can be applied for', async () => {
    const { client, sent } = contractClient(personal);
    const policy = await client.get('/api/policy/queryPolicyById', { params: { query: { id: 201 } } });
    expect(policy.canApply).toBe(1);
    const data = await client.post('/api/policy/savePolicyApplyForSubsidy', {
      body: { ...application, policyId: policy.id },
    });
    expect(data).toBeNull();
    const { request, body } = sent.at(-1)!;
    expect(request.headers.get('authorization')).toBe(personal.token);
    // Not a /v1_0 call: no user-token.
    expect(request.headers.get('user-token')).toBeNull();
    expect(JSON.parse(body)).toEqual({ ...application, platform: 'web', companyid: '', companyId: '' });
    expect(await liveBodyErrors(sent, 'savePolicyApplyForSubsidy')).toBe('');
  });

  it('accepts an application without the optional company and bank account', async () => {
    const { client } = contractClient(personal);
    const { companyName: _c, bankAccount: _b, ...required } = application;
    await expect(client.post('/api/policy/savePolicyApplyForSubsidy', { body: required })).resolves.toBeNull();
  });

  it.each([
    ['a mobile with prefix 11', { mobile: '11012345678' }],
    ['a mobile with prefix 19', { mobile: '19912345678' }],
    ['a bad ID card', { idcard: '4201021992081630' }],
    ['a bank account with letters', { bankAccount: '6217-0028-7001' }],
    ['a zero amount', { amount: 0 }],
    ['an empty reason', { reason: '' }],
  ])('refuses %s', async (_label, change) => {
    const { client } = contractClient(personal);
    await expect(
      client.post('/api/policy/savePolicyApplyForSubsidy', { body: { ...application, ...change } }),
    ).rejects.toMatchObject(refused422);
  });

  it('refuses an application without the applicant name', async () => {
    const { client } = contractClient(personal);
    const { applicantName: _omitted, ...rest } = application;
    await expect(
      client.post('/api/policy/savePolicyApplyForSubsidy', { body: rest as SubsidyBody }),
    ).rejects.toMatchObject(refused422);
  });

  it('refuses a visitor', async () => {
    const { client } = contractClient({});
    await expect(client.post('/api/policy/savePolicyApplyForSubsidy', { body: application })).rejects.toMatchObject({
      kind: 'http',
      message: 'Login expired! Please log in again',
      detail: { status: 401 },
    });
  });

  it('asks to log in again when the session expired (code 401 and 501)', async () => {
    const { client } = contractClient(personal);
    for (const name of ['sessionExpired', 'overdue501']) {
      await expect(
        client.post('/api/policy/savePolicyApplyForSubsidy', { body: application, headers: prefer(name) }),
      ).rejects.toMatchObject({
        kind: 'sessionExpired',
        message: 'Please log in first',
      });
    }
  });
});

describe('bidding process (queryBiddingProcess)', () => {
  it('gives the steps in order, numbered from 1', async () => {
    const { client, sent } = contractClient({});
    const { steps } = await client.get('/api/policy/queryBiddingProcess');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.map((s) => s.step)).toEqual(steps.map((_, i) => i + 1));
    for (const s of steps) expect(s.title.length).toBeGreaterThan(0);
    expect(query(sent[0]!.request)).toMatchObject({ platform: 'web' });
    expect(await liveBodyErrors(sent, 'queryBiddingProcess')).toBe('');
  });

  it('gives no steps when none is configured', async () => {
    const { client } = contractClient({});
    await expect(client.get('/api/policy/queryBiddingProcess', { headers: prefer('empty') })).resolves.toEqual({
      steps: [],
    });
  });

  it('turns the exception example into the server-error message', async () => {
    const { client } = contractClient({});
    await expect(client.get('/api/policy/queryBiddingProcess', { headers: prefer('exception') })).rejects.toMatchObject(
      {
        kind: 'exception',
        message: 'Server internal error',
      },
    );
  });
});
