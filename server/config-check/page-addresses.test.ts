// @vitest-environment node
// The server's checker and page addresses (issue 31 item 5): `/POLICY` beside `/policy`, and pages at `/` or
// `/studio`, used to pass PUT /config (only the studio's form refused them), and a published config then served the
// shadow page.
import { describe, expect, it } from 'vitest';
import { routeProblem } from '../../studio/pages/page-edits';
import type { PortalConfig } from '../../src/config/portal-config';
import { SEED, startDeskServer } from '../studio/testing/desk-server';
import { RESERVED_ROUTES } from './page-addresses';
import { checkConfigText, contractInfo } from './portal-config-check';

const contract = contractInfo();

/** The seed with one more page, a copy of /policy's, at `route`. */
function withPageAt(route: string): string {
  const doc = JSON.parse(SEED) as PortalConfig;
  const [, policy] = Object.entries(doc.pages).find(([, page]) => page.route === '/policy')!;
  doc.pages.shadow = { ...policy, route };
  return JSON.stringify(doc, null, 2);
}

const problemsAt = (text: string) =>
  checkConfigText(text, 'portal.config.json', contract).problems.filter((p) => p.pointer === '/pages/shadow/route');

describe('the server’s config checker', () => {
  it('takes the seed as it is', () => {
    expect(checkConfigText(SEED, 'portal.config.json', contract).problems.filter((p) => p.level !== 'warning')).toEqual(
      [],
    );
  });

  it('refuses an address that differs from another page’s only in case', () => {
    const problems = problemsAt(withPageAt('/POLICY'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/differ only in case/);
  });

  it.each([...RESERVED_ROUTES, '/Studio', '/HEALTHZ', '/Metrics'])('refuses a page at %s', (route) => {
    expect(problemsAt(withPageAt(route)).map((p) => p.message)).toEqual([expect.stringMatching(/keeps for itself/)]);
  });

  it('a second page cannot take /404 in another case either', () => {
    const doc = JSON.parse(withPageAt('/404')) as PortalConfig;
    expect(problemsAt(JSON.stringify(doc)).length).toBeGreaterThan(0); // the same route: the shared checker's
  });

  it('holds the studio’s page form to the same reserved addresses', () => {
    const config = JSON.parse(SEED) as PortalConfig;
    for (const route of RESERVED_ROUTES.filter((r) => r !== '/'))
      expect(routeProblem(config, route)).toEqual({ code: 'reserved' });
  });
});

describe('PUT /config', () => {
  it('refuses /POLICY beside /policy and a page at /studio (400 with the problems); nothing is published', async () => {
    const desk = await startDeskServer({ review: 'optional', accounts: { anna: 'reviewer' } });
    try {
      const anna = await desk.signIn('anna');
      for (const route of ['/POLICY', '/studio']) {
        const live = await desk.call('/config', { headers: desk.as(anna) });
        const res = await desk.call('/config', {
          method: 'PUT',
          headers: desk.as(anna, { 'content-type': 'application/json', 'if-match': live.headers.get('etag')! }),
          body: withPageAt(route),
        });
        expect(res.status).toBe(400);
        const { problems } = (await res.json()) as { problems: { pointer: string }[] };
        expect(problems.map((p) => p.pointer)).toContain('/pages/shadow/route');
      }
      expect(await (await desk.call('/config', { headers: desk.as(anna) })).text()).toBe(SEED);
    } finally {
      await desk.close();
    }
  }, 60_000);
});
