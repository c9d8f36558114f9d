// @vitest-environment node
// Bodies as an attacker sends them (issue 31 item 5): every route that reads a body takes JSON only (415 for
// text/plain, a form or no type at all: POST /drafts with text/plain used to make a draft, 201), and JSON nested
// past a sane depth is refused with 400 before anything walks it (100k-deep arrays used to answer 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from './http-io';
import { SEED, startDeskServer, type DeskServer, type Member } from './testing/desk-server';

let desk: DeskServer;
let root: Member;
let anna: Member;
beforeAll(async () => {
  desk = await startDeskServer({ review: 'optional', accounts: { anna: 'reviewer', root: 'sysadmin' } });
  [root, anna] = [await desk.signIn('root'), await desk.signIn('anna')];
}, 60_000);
afterAll(() => desk?.close());

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const draftBody = () => JSON.stringify({ config: JSON.parse(SEED), baseHash: 'x', title: 't' });

// Every route that reads a body, with a body it would otherwise take.
const bodyRoutes: [string, string, () => string, () => Member][] = [
  ['POST', '/drafts', draftBody, () => anna],
  ['PUT', '/drafts/1', draftBody, () => anna],
  ['POST', '/submissions/1/approve', () => '{}', () => anna],
  ['POST', '/submissions/1/reject', () => '{"reason":"x"}', () => anna],
  ['POST', '/site-health', () => JSON.stringify({ config: JSON.parse(SEED) }), () => anna],
  ['POST', '/accounts', () => '{"name":"zed","role":"editor","password":"zed-password-2026"}', () => root],
  ['PATCH', '/accounts/anna', () => '{"disabled":false}', () => root],
  ['PUT', '/config', () => SEED, () => anna],
];

describe('a body that is not JSON', () => {
  it.each(bodyRoutes)('%s %s answers 415 to text/plain and to a form', async (method, path, body, who) => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded'])
      expect(
        (await desk.call(path, { method, headers: desk.as(who(), { 'content-type': type }), body: body() })).status,
      ).toBe(415);
  });

  it('POST /session answers 415 to text/plain and signs nobody in', async () => {
    const res = await desk.call('/session', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: desk.origin },
      body: JSON.stringify({ name: 'anna', password: 'anna-password-2026' }),
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a body without a content type is refused too; no draft is made', async () => {
    const res = await desk.call('/drafts', { method: 'POST', headers: desk.as(anna), body: draftBody() });
    expect(res.status).toBe(415);
    expect((await desk.json<{ drafts: unknown[] }>(anna, '/drafts')).body.drafts).toEqual([]);
  });
});

describe('JSON nested too deep', () => {
  it.each(bodyRoutes)('%s %s answers 400 to 100,000 levels', async (method, path, _body, who) => {
    const res = await desk.call(path, {
      method,
      headers: desk.as(who(), { 'content-type': 'application/json' }),
      body: JSON.stringify({ config: JSON.parse(deep(5)), deep: '§' }).replace('"§"', deep(100_000)),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/nests deeper/);
  });

  it('a config within the depth is taken (brackets inside strings do not count)', async () => {
    const config = JSON.parse(SEED) as { site?: Record<string, unknown> };
    const res = await desk.json(anna, '/drafts', 'POST', {
      config,
      baseHash: 'x',
      title: '['.repeat(MAX_JSON_DEPTH * 2),
    });
    expect(res.status).toBe(201);
  });
});
