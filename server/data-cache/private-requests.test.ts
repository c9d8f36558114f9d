// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSharedDataCache } from './shared-data-cache';
import { BASE, dataOf, fakeBackend, get, JOB, post } from './fake-backend';

function setUp() {
  const backend = fakeBackend();
  return { backend, cache: createSharedDataCache({ fetch: backend.fetch }) };
}

const AD_SLOTS = { alias: ['QS_index_a1@web'] };

describe('what the shared data cache never keeps or shares', () => {
  it.each([
    ['Authorization', () => get(JOB, { Authorization: 'token-a' })],
    ['a user-token header', () => get(JOB, { 'user-token': 'token-a' })],
    ['a user-token in the query', () => get(`${JOB}&user-token=token-a`)],
    ['a Cookie', () => get(JOB, { cookie: 'qscms_visitor=a' })],
    ['a user-token in the body', () => post('/v1_0/home/ad/index', { ...AD_SLOTS, 'user-token': 'token-a' })],
  ])('a request with %s: every call goes to the backend, none is kept', async (_, request) => {
    const { backend, cache } = setUp();
    await dataOf(cache.fetch(request()));
    await dataOf(cache.fetch(request()));
    expect(backend.calls).toHaveLength(2);
    expect(cache.stats()).toMatchObject({ passed: 2, entries: 0 });
  });

  it('never gives a signed-in caller the shared answer, nor anyone the signed-in answer', async () => {
    const { backend, cache } = setUp();
    expect((await dataOf(cache.fetch(get()))).who).toBe('anyone');
    expect((await dataOf(cache.fetch(get(JOB, { Authorization: 'token-a' })))).who).toBe('token-a');
    expect((await dataOf(cache.fetch(get(JOB, { 'user-token': 'token-b' })))).who).toBe('token-b');
    expect((await dataOf(cache.fetch(get()))).who).toBe('anyone');
    expect(backend.calls).toHaveLength(3);
  });

  it('keeps the reads among POSTs by their body, and no other POST', async () => {
    const { backend, cache } = setUp();
    await cache.fetch(post('/v1_0/home/ad/index', AD_SLOTS));
    const same = await dataOf(cache.fetch(post('/v1_0/home/ad/index', AD_SLOTS)));
    const other = await dataOf(cache.fetch(post('/v1_0/home/ad/index', { alias: ['QS_index_a2@web'] })));
    expect([same.version, other.version]).toEqual([1, 2]);
    expect(JSON.parse(other.body)).toEqual({ alias: ['QS_index_a2@web'] }); // the body went on whole
    const login = { username: 'a', password: 'b' };
    await cache.fetch(post('/v1_0/member/login/password', login));
    await cache.fetch(post('/v1_0/member/login/password', login));
    expect(backend.calls).toHaveLength(4);
  });

  it.each([
    ['a non-public operation', `${BASE}/v1_0/home/config/userinfo?platform=web`],
    ['a per-visitor public read (the QR login ticket)', `${BASE}/api/V2/login/getQrCodeUrl?platform=web`],
    ['an address the contract does not have', `${BASE}/api/web/unknown`],
  ])('passes %s through', async (_, url) => {
    const { backend, cache } = setUp();
    await cache.fetch(get(url));
    await cache.fetch(get(url));
    expect(backend.calls).toHaveLength(2);
    expect(cache.stats().entries).toBe(0);
  });
});
