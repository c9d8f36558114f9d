// @vitest-environment node
/**
 * The client as the portal builds it (src/data/api-client.ts: createPortalClient with the default raw prefixes),
 * over a stub fetch: answers under a map path come back raw (spec s7), every other answer through the envelope.
 */
import { describe, expect, it } from 'vitest';
import { createPortalClient } from './client';
import { ApiError } from './errors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A body that is not the portal's envelope but has a `code` field that is not 200 (as a map service answers). */
const mapAnswer = {
  code: 10001,
  status: '1',
  info: 'OK',
  regeocode: { formatted_address: '江城市东湖区人民路 88 号' },
};

function portalClient(answer: () => Response) {
  const sent: string[] = [];
  const client = createPortalClient({
    baseUrl: 'http://portal.test/n2024',
    getAuth: () => ({ token: 'tok-1' }),
    fetch: async (request) => {
      sent.push(new URL(request.url).pathname);
      return answer();
    },
  });
  // The contract has no map path yet: these calls go around its path types, through the same code as every call.
  const untyped = client as unknown as {
    get(path: string, init?: object): Promise<unknown>;
    post(path: string, init?: object): Promise<unknown>;
  };
  return { client, untyped, sent };
}

describe('createPortalClient: map paths are returned raw (spec s7)', () => {
  it('returns a /map/ answer as it came, not unwrapped and not an envelope error, by GET and by POST', async () => {
    const { untyped, sent } = portalClient(() => json(mapAnswer));
    await expect(untyped.get('/map/geocode/regeo', { params: { query: { location: '114.3,30.6' } } })).resolves.toEqual(
      mapAnswer,
    );
    await expect(untyped.post('/map/place/search', { body: { keywords: '人才市场' } })).resolves.toEqual(mapAnswer);
    expect(sent).toEqual(['/n2024/map/geocode/regeo', '/n2024/map/place/search']);
  });

  it('also through the openapi-fetch client it exposes', async () => {
    const { client } = portalClient(() => json(mapAnswer));
    const { data } = await (client.raw as unknown as { GET(path: string): Promise<{ data: unknown }> }).GET(
      '/map/geocode/regeo',
    );
    expect(data).toEqual(mapAnswer);
  });

  it('rejects the same body on a normal path: its code is an envelope code (spec s8)', async () => {
    const { untyped } = portalClient(() => json(mapAnswer));
    const error = await untyped.get('/api/web/queryLink').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', detail: { code: 10001 } });
  });

  it('unwraps an envelope on a normal path, and hands a map path the envelope itself', async () => {
    const envelope = {
      code: 200,
      message: 'success',
      data: [{ id: 1, name: '江城市人社局', linkUrl: 'https://example.gov.cn' }],
    };
    const { client, untyped } = portalClient(() => json(envelope));
    await expect(client.get('/api/web/queryLink')).resolves.toEqual(envelope.data);
    await expect(client.call('queryLink')).resolves.toEqual(envelope.data);
    await expect(untyped.get('/map/geocode/regeo')).resolves.toEqual(envelope);
  });

  it('still turns a failed HTTP status on a map path into a typed error', async () => {
    const { untyped } = portalClient(() => json({ status: '0' }, 502));
    await expect(untyped.get('/map/geocode/regeo')).rejects.toMatchObject({ kind: 'http', key: 'http.502' });
  });
});
