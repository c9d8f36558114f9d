/**
 * HR changes the portal by editing config alone: the server renders with the published portal.config.json, read
 * again when it changes (no restart, no rebuild). A broken file leaves it rendering with the config it was built
 * with, and the server's log says which field was wrong. These tests publish into a server of their own.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const builtIn = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const sectionIds = (page: Page) =>
  page.locator('main [data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

test.describe.configure({ mode: 'serial' });
let server: PortalServer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a server of its own, started beside the unit tests (decision 079), like the studio specs'
  server = await startPortalServer();
});
test.afterAll(() => server?.stop());

/** Publishes as the studio does: a complete file swapped in at once. */
function publish(text: string) {
  writeFileSync(`${server.configFile}.tmp`, text);
  renameSync(`${server.configFile}.tmp`, server.configFile);
}

/** What the server asked each list for, read from the data it handed the page: operation -> size. */
async function askedSizes(page: Page): Promise<Record<string, unknown>> {
  const state = JSON.parse((await page.locator('#portal-state').textContent()) ?? '{}');
  return Object.fromEntries(
    state.queries.queries
      .filter((q: any) => q.queryKey[0] === 'source')
      .map((q: any) => [q.queryKey[1], q.queryKey[2].size ?? q.queryKey[2].pagesize]),
  );
}

test('swapping two home sections, setting newest jobs to 5 and hiding friendly links shows with no code change', async ({
  page,
}) => {
  const edited = structuredClone(builtIn);
  const sections: any[] = edited.pages.home.sections;
  const a = sections.findIndex((s) => s.id === 'jobs');
  const b = sections.findIndex((s) => s.id === 'resumes');
  [sections[a], sections[b]] = [sections[b], sections[a]];
  sections.find((s) => s.id === 'jobs').pageSize = 5;
  sections.find((s) => s.id === 'links').hidden = true;
  publish(JSON.stringify(edited));

  await page.goto(`${server.origin}/n2024/web/home`);
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem')).toHaveCount(5);
  const order = await sectionIds(page);
  expect(order.indexOf('resumes')).toBeLessThan(order.indexOf('jobs'));
  expect(order).not.toContain('links');
  await expect(page.getByRole('region', { name: '友情链接' })).toHaveCount(0);
  expect((await askedSizes(page)).queryJobListByPage).toBe(5);
  rmSync(server.configFile);
});

test('a broken config file leaves the portal running on its built-in config, and says which field was wrong', async ({
  page,
}) => {
  const broken = structuredClone(builtIn);
  broken.pages.home.sections[0].source.operation = 'queryNotices';
  publish(JSON.stringify(broken));
  await page.goto(`${server.origin}/n2024/web/home`);
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(8);
  expect(server.output()).toContain('/pages/home/sections/0/source/operation');

  publish('{"version": 1,,');
  await page.reload();
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem')).toHaveCount(9);
  expect(server.output()).toContain('not valid JSON');
  rmSync(server.configFile);
});

test('the home page asks for every list with the page size of spec s9', async ({ page }) => {
  await page.goto(`${server.origin}/n2024/web/home`);
  expect(await askedSizes(page)).toMatchObject({
    queryNoticeByPage: 8,
    queryJobListByPage: 9,
    queryJobFairListByPage: 4,
    homeResumeIndex: 6,
    schoolList: 999,
    queryJobTeacherPage: 2,
    queryMiniClassPage: 2,
    queryGuideMobileByPage: 999,
    homeArticleIndex: 3,
    scattJobIndex: 4,
    scattWorkIndex: 4,
  });
  await expect(page.getByRole('region', { name: '区县指导电话' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: '维权服务' }).getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(page.getByRole('region', { name: '招聘资讯' }).getByRole('tabpanel').getByRole('listitem')).toHaveCount(
    3,
  );
});
