/**
 * The cross-cutting rules of spec s7, asserted on requests as they leave the SDK for the mock: credentials,
 * Authorization on non-public calls, user-token on /v1_0 calls, platform and company ids on every call, and the
 * duplicate abort, for a visitor, a personal and a company account.
 */
import { describe, expect, it } from 'vitest';
import { contractClient, tokens } from '../support/contract';

const query = (r: Request) => Object.fromEntries(new URL(r.url).searchParams);

describe('requests on the wire', () => {
  it('a visitor sends credentials mode include, platform=web and empty company ids, and no token', async () => {
    const { client, sent } = contractClient({});
    const page = await client.get('/api/web/queryNoticeByPage', { params: { query: { page: 1, size: 8 } } });
    expect(page.records.length).toBeGreaterThanOrEqual(8);
    const r = sent[0]!.request;
    expect(r.credentials).toBe('include');
    expect(query(r)).toEqual({ page: '1', size: '8', platform: 'web', companyid: '', companyId: '' });
    expect(r.headers.get('authorization')).toBeNull();
    expect(r.headers.get('user-token')).toBeNull();
  });

  it('a company account sends Authorization and user-token (header and query) on /v1_0 GET calls', async () => {
    const { token, company } = tokens.company.data;
    const { client, sent } = contractClient({ token, companyId: company ?? null });
    const auth = await client.get('/v1_0/company/auth/index');
    expect(auth.audit).toBe(1);
    const r = sent[0]!.request;
    expect(r.headers.get('authorization')).toBe(token);
    expect(r.headers.get('user-token')).toBe(token);
    expect(query(r)).toMatchObject({
      platform: 'web',
      companyid: String(company),
      companyId: String(company),
      'user-token': token,
    });
  });

  it('a personal account puts platform, empty company ids and user-token in the body of /v1_0 POST calls', async () => {
    const { token } = tokens.personal.data;
    const { client, sent } = contractClient({ token });
    await client.post('/v1_0/member/login/logout', { body: {} });
    const { request, body } = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe(token);
    expect(JSON.parse(body)).toEqual({ platform: 'web', companyid: '', companyId: '', 'user-token': token });
  });

  it('keeps the token off public calls even when logged in', async () => {
    const { client, sent } = contractClient({ token: tokens.personal.data.token });
    const links = await client.get('/api/web/queryLink');
    expect(links.length).toBeGreaterThan(0);
    expect(sent[0]!.request.headers.get('authorization')).toBeNull();
    expect(query(sent[0]!.request)).toMatchObject({ platform: 'web' });
  });

  it('is refused by the mock when a non-public call carries no token', async () => {
    const { client } = contractClient({});
    await expect(client.get('/api/V2/login/haveMessage')).rejects.toMatchObject({
      kind: 'http',
      detail: { status: 401 },
    });
  });

  it('aborts the older of two identical in-flight calls and gives both callers the answer', async () => {
    const { client, sent } = contractClient({});
    const call = () => client.get('/api/web/queryJobListByPage', { params: { query: { page: 1, size: 9 } } });
    const [a, b] = await Promise.all([call(), call()]);
    expect(a).toEqual(b);
    expect(a.records.length).toBeGreaterThanOrEqual(9);
    expect(sent).toHaveLength(2);
    expect(sent.map((s) => s.request.signal.aborted)).toEqual([true, false]);
  });

  it('lets identical config index calls run side by side', async () => {
    const { client, sent } = contractClient({});
    const [a, b] = await Promise.all([client.get('/v1_0/home/config/index'), client.get('/v1_0/home/config/index')]);
    expect(a).toEqual(b);
    expect(sent.map((s) => s.request.signal.aborted)).toEqual([false, false]);
  });
});
