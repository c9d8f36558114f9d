// @vitest-environment node
/**
 * The page plan is complete: the server renders each page once from it (src/renderer/page-plan.ts), so a page whose
 * first render asks for a call the plan does not know of would reach visitors without that data. Every page of the
 * config is rendered against the mock, with every address value it reads, and must ask for nothing unplanned.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import portal from '../../pages.config/portal.json' with { type: 'json' };
import type { PortalConfig } from '../../src/config/portal-config';
import { freePort } from '../../mock-server/free-port.mjs';

const config = portal as unknown as PortalConfig;
type Renderer = typeof import('./entry-server');
let renderer: Renderer;
let pageParams: typeof import('../../src/renderer/page-plan').pageParams;
let mock: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const { startMock } = (await import('../../mock-server/server.mjs')) as {
    startMock(o: { port: number; log?: boolean }): Promise<{ url: string; close(): Promise<void> }>;
  };
  mock = await startMock({ port: await freePort(), log: false });
  // Read by the SDK client of the server's bundle when it loads (src/data/api-client.ts).
  process.env.API_TARGET = mock.url;
  vi.stubEnv('SSR', true); // as in the server's bundle: the client asks API_TARGET
  // The SDK client as the server's bundle makes it: loaded afresh (the unit set-up has loaded the browser's).
  vi.resetModules();
  // Imported only now: the SDK client reads where the backend is when it loads.
  renderer = await import('./entry-server');
  ({ pageParams } = await import('../../src/renderer/page-plan'));
}, 60_000);
afterAll(() => mock?.close());

/** The page's address with a value for everything it reads (an id, a type, a page number...). */
function addressOf(pageId: string) {
  const page = config.pages[pageId]!;
  const values = [...pageParams(page)].filter((n) => !['care', 'lang'].includes(n)).map((n) => [n, '1']);
  return { path: page.route, search: values.length ? `?${new URLSearchParams(values)}` : '' };
}

describe('the page plan knows every call of a page’s first render', () => {
  it.each(Object.keys(config.pages))('%s', async (pageId) => {
    const { path, search } = addressOf(pageId);
    for (const care of [false, true]) {
      const page = await renderer.renderPage({
        config,
        path,
        search,
        care,
        budgetMs: 10_000,
        origin: 'https://jobs.example.gov.cn',
        siteDescription: '',
      });
      expect(page.markup.length, `${path}${search} drew nothing`).toBeGreaterThan(100);
      expect(page.late, `${path}${search}: calls that failed`).toBe(0);
      expect(page.unplanned, `${path}${search}${care ? ' (care mode)' : ''} asked beyond its plan`).toBe(0);
    }
  });
});
