// @vitest-environment node
import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { envelopeMiddleware, identityMiddleware, type Auth } from './middleware';
import { ApiError } from './errors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An untyped client over a recording fetch: the middleware rules do not depend on the contract's shapes. */
function harness(
  auth: Auth,
  answer: () => Response = () => json({ code: 200, data: null }),
  publicPaths: string[] = [],
) {
  const sent: Request[] = [];
  // Untyped on purpose: these paths need not exist in the contract for the rules to apply.
  const client: any = createClient<any>({
    baseUrl: 'http://portal.test/n2024',
    fetch: async (r: Request) => {
      sent.push(r.clone());
      return answer();
    },
  });
  client.use(
    identityMiddleware(
      () => auth,
      (_m, path) => publicPaths.includes(path),
    ),
  );
  client.use(envelopeMiddleware(['/map/']));
  return { client, sent };
}

describe('identity middleware (spec s7)', () => {
  it('sends the token in Authorization on non-public calls, and platform and company id in the query', async () => {
    const { client, sent } = harness({ token: 'tok-1', companyId: 88 });
    await client.GET('/api/V2/login/haveMessage');
    const [r] = sent;
    expect(r!.headers.get('authorization')).toBe('tok-1');
    expect(r!.headers.get('user-token')).toBeNull();
    const q = new URL(r!.url).searchParams;
    expect([q.get('platform'), q.get('companyid'), q.get('companyId')]).toEqual(['web', '88', '88']);
  });

  it('leaves Authorization off public calls', async () => {
    const { client, sent } = harness({ token: 'tok-1' }, undefined, ['/api/web/queryLink']);
    await client.GET('/api/web/queryLink');
    expect(sent[0]!.headers.get('authorization')).toBeNull();
  });

  it('adds user-token to /v1_0 GET calls as header and query', async () => {
    const { client, sent } = harness({ token: 'tok-2' });
    await client.GET('/v1_0/company/auth/index');
    expect(sent[0]!.headers.get('user-token')).toBe('tok-2');
    expect(new URL(sent[0]!.url).searchParams.get('user-token')).toBe('tok-2');
  });

  it('honours a token named for one call (a QR token being confirmed) over the session token', async () => {
    const { client, sent } = harness({ token: 'session-tok' });
    await client.GET('/v1_0/home/config/userinfo', { headers: { Authorization: 'qr-tok', 'user-token': 'qr-tok' } });
    expect(sent[0]!.headers.get('authorization')).toBe('qr-tok');
    expect(sent[0]!.headers.get('user-token')).toBe('qr-tok');
    expect(new URL(sent[0]!.url).searchParams.get('user-token')).toBe('qr-tok');

    const visitor = harness({});
    await visitor.client.GET('/v1_0/home/config/userinfo', {
      headers: { Authorization: 'qr-tok', 'user-token': 'qr-tok' },
    });
    expect(visitor.sent[0]!.headers.get('authorization')).toBe('qr-tok');
    expect(new URL(visitor.sent[0]!.url).searchParams.get('user-token')).toBe('qr-tok');
  });

  it('adds platform, company ids and user-token to the JSON body of /v1_0 POST calls', async () => {
    const { client, sent } = harness({ token: 'tok-3', companyId: '7' });
    await client.POST('/v1_0/member/login/password', { body: { username: 'zhang', password: 'pw' } });
    const body = await sent[0]!.json();
    expect(body).toEqual({
      username: 'zhang',
      password: 'pw',
      platform: 'web',
      companyid: '7',
      companyId: '7',
      'user-token': 'tok-3',
    });
    expect(sent[0]!.headers.get('user-token')).toBe('tok-3');
    expect(new URL(sent[0]!.url).searchParams.has('platform')).toBe(false);
  });

  it('gives a bodyless POST a JSON body with the common fields', async () => {
    const { client, sent } = harness({ token: 'tok-4' });
    await client.POST('/v1_0/member/login/logout');
    expect(sent[0]!.headers.get('content-type')).toContain('application/json');
    expect(await sent[0]!.json()).toMatchObject({ platform: 'web', 'user-token': 'tok-4' });
  });

  it('sends no credentials at all for a visitor, and empty company ids', async () => {
    const { client, sent } = harness({});
    await client.GET('/v1_0/home/resume/index', { params: { query: { page: 1, pagesize: 6 } } });
    const r = sent[0]!;
    expect(r.headers.get('authorization')).toBeNull();
    expect(r.headers.get('user-token')).toBeNull();
    const q = new URL(r.url).searchParams;
    expect(Object.fromEntries(q)).toEqual({ page: '1', pagesize: '6', platform: 'web', companyid: '', companyId: '' });
  });

  it('keeps a company id the caller passed itself', async () => {
    const { client, sent } = harness({ companyId: 1 });
    await client.GET('/v1_0/company/profile/index', { params: { query: { companyid: '42' } } });
    expect(new URL(sent[0]!.url).searchParams.get('companyid')).toBe('42');
  });
});

describe('envelope middleware (spec s8)', () => {
  const failWith = async (answer: () => Response, path = '/api/web/queryLink') => {
    const { client } = harness({}, answer);
    const error = await client.GET(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it.each([
    [401, 'sessionExpired', 'Please log in first'],
    [501, 'sessionExpired', 'Please log in first'],
    [404, 'exception', 'Server internal error'],
    [30000, 'timeout', 'Request timed out! Please retry later'],
  ])('maps envelope code %i to %s', async (code, kind, message) => {
    expect(await failWith(() => json({ code, message: 'x', data: null }))).toMatchObject({ kind, message });
  });

  it("shows the server's message for business errors, or 'Service exception!' without one", async () => {
    expect(await failWith(() => json({ code: 50009, message: '该职位已下线', data: null }))).toMatchObject({
      kind: 'business',
      message: '该职位已下线',
      retryable: false,
    });
    expect(await failWith(() => json({ code: 500, message: '', data: null }))).toMatchObject({
      message: 'Service exception!',
    });
  });

  it.each([
    [400, 'Request failed! Please retry later'],
    [401, 'Login expired! Please log in again'],
    [403, 'This account has no permission to access!'],
    [404, 'The resource you requested does not exist!'],
    [405, 'Request method not allowed'],
    [408, 'Request timed out! Please retry later'],
    [500, 'Server internal error'],
    [501, 'Not Implemented'],
    [502, 'Network error!'],
    [503, 'Service unavailable!'],
    [504, 'Network timeout!'],
    [505, 'HTTP version not supported'],
    [418, 'Request failed!'],
  ])('maps HTTP status %i to its message', async (status, message) => {
    const error = await failWith(() => new Response('nope', { status }));
    expect(error.message).toBe(message);
    expect(error.retryable).toBe(status >= 500 || status === 408);
  });

  it('rejects a 200 answer that is not an envelope', async () => {
    expect(
      await failWith(() => new Response('<html>', { headers: { 'content-type': 'application/json' } })),
    ).toMatchObject({ kind: 'malformed' });
    expect(await failWith(() => json({ records: [] }))).toMatchObject({ kind: 'malformed' });
  });

  it('returns map paths and non-JSON answers raw', async () => {
    const { client } = harness({}, () => json({ status: 1, regeocode: {} }));
    const map = await client.GET('/map/geocode');
    expect(map.data).toEqual({ status: 1, regeocode: {} });
    const { client: c2 } = harness(
      {},
      () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/octet-stream' } }),
    );
    const file = await c2.POST('/v1_0/company/resume/download', { body: { resumeid: 1 }, parseAs: 'blob' });
    expect(await (file.data as Blob).text()).toBe('%PDF-1.7');
  });
});
