// @vitest-environment node
/**
 * A page the studio adds is served as soon as its config is published, with no new build (issue 21, item 5;
 * decision 053): the portal server reads the published file again when it changes (server/portal/published-config.ts)
 * and the renderer finds pages in the config it is handed, not in a list made at build time. And a page removed is
 * gone from the next request on: its address has no page (the server sends it to /404).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import portal from '../../pages.config/portal.json' with { type: 'json' };
import { catalogEditing } from '../../src/config/catalog-editing';
import type { PortalConfig } from '../../src/config/portal-config';
import { freePort } from '../../mock-server/free-port.mjs';
import { publishedConfig } from '../portal/published-config';

type Renderer = typeof import('./entry-server');
let renderer: Renderer;
let mock: { url: string; close(): Promise<void> };
const dir = mkdtempSync(join(tmpdir(), 'new-page-served-'));
const file = join(dir, 'portal.config.json');

beforeAll(async () => {
  const { startMock } = (await import('../../mock-server/server.mjs')) as {
    startMock(o: { port: number; log?: boolean }): Promise<{ url: string; close(): Promise<void> }>;
  };
  mock = await startMock({ port: await freePort(), log: false });
  process.env.API_TARGET = mock.url;
  vi.stubEnv('SSR', true);
  // The SDK client as the server's bundle makes it: loaded afresh (the unit set-up has loaded the browser's).
  vi.resetModules();
  renderer = await import('./entry-server');
}, 60_000);
afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The published config with the page as the studio's 新建页面 writes it: a notice list, a footer link. */
function published(): PortalConfig {
  const config = structuredClone(portal) as unknown as PortalConfig;
  config.pages.zhengce2026 = {
    route: '/zhengce2026',
    title: { 'zh-CN': '2026 年就业政策' },
    sections: [{ id: 'noticeList', component: 'NoticeList', ...catalogEditing.NoticeList.defaults, width: undefined }],
  } as PortalConfig['pages'][string];
  config.footer.personalLinks.push({ label: { 'zh-CN': '2026 年就业政策' }, route: '/zhengce2026' });
  return config;
}

const render = (config: PortalConfig, path: string) =>
  renderer.renderPage({
    config,
    path,
    search: '',
    budgetMs: 10_000,
    origin: 'https://jobs.example.gov.cn',
    siteDescription: '',
  });

describe('a page added in the studio', () => {
  it('is rendered from the published file at once, and is gone once a config without it is published', async () => {
    const configs = publishedConfig([file]);
    writeFileSync(file, JSON.stringify(portal));
    expect(renderer.pageFor(configs.current(), '/zhengce2026')).toBeUndefined();

    const withPage = published();
    writeFileSync(file, JSON.stringify(withPage));
    const config = configs.current();
    expect(renderer.pageFor(config, '/zhengce2026')).toEqual({ pageId: 'zhengce2026', status: 200 });
    const page = await render(config, '/zhengce2026');
    expect(page.status).toBe(200);
    expect(page.late).toBe(0);
    expect(page.head).toContain('<title>2026 年就业政策');
    expect(page.markup).toContain('通知公告');
    // The mock's first notice, drawn on the server.
    expect(page.markup).toMatch(/<li[^>]*>[\s\S]*<a[^>]+href="\/n2024\/web\/noticeDetail\?id=/);
    // The home page's footer links to it (the browser hydrates from the config's file, named by the portal server).
    const home = await render(config, '/home');
    expect(home.markup).toContain('href="/n2024/web/zhengce2026"');
    expect(home.state).not.toHaveProperty('config');

    writeFileSync(file, JSON.stringify(portal));
    expect(renderer.pageFor(configs.current(), '/zhengce2026')).toBeUndefined();
  });
});
