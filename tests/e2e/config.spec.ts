/**
 * HR changes the portal by editing config alone: the built portal reads portal.config.json at start-up. A broken
 * file leaves it running on the config it was built with.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const builtIn = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const sectionIds = (page: import('@playwright/test').Page) =>
  page.locator('main [data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

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
  await page.route('**/n2024/web/portal.config.json', (route) => route.fulfill({ json: edited }));
  const sizes: string[] = [];
  page.on(
    'request',
    (r) => r.url().includes('queryJobListByPage') && sizes.push(new URL(r.url()).searchParams.get('size')!),
  );

  await page.goto('./home');
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem')).toHaveCount(5);
  const order = await sectionIds(page);
  expect(order.indexOf('resumes')).toBeLessThan(order.indexOf('jobs'));
  expect(order).not.toContain('links');
  await expect(page.getByRole('region', { name: '友情链接' })).toHaveCount(0);
  expect(sizes).toEqual(['5']);
});

test('a broken config file leaves the portal running on its built-in config, and says which field was wrong', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  const broken = structuredClone(builtIn);
  broken.pages.home.sections[0].source.operation = 'queryNotices';
  await page.route('**/n2024/web/portal.config.json', (route) => route.fulfill({ json: broken }));
  await page.goto('./home');
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(8);
  expect(warnings.join('\n')).toContain('/pages/home/sections/0/source/operation');

  await page.route('**/n2024/web/portal.config.json', (route) =>
    route.fulfill({ body: '{"version": 1,,', contentType: 'application/json' }),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem')).toHaveCount(9);
});

test('the home page asks for every list with the page size of spec s9', async ({ page }) => {
  const seen: Record<string, string | null> = {};
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!u.pathname.startsWith('/n2024/') || u.pathname.startsWith('/n2024/web')) return;
    seen[u.pathname.replace('/n2024', '')] = u.searchParams.get('size') ?? u.searchParams.get('pagesize');
  });
  await page.goto('./home');
  // Below the first screen, sections ask once the first screen has drawn (docs/decisions/007): wait for all.
  await expect
    .poll(() => seen, { timeout: 15_000 })
    .toMatchObject({
      '/api/web/queryNoticeByPage': '8',
      '/api/web/queryJobListByPage': '9',
      '/api/V2/jobfairMini/queryJobFairListByPage': '4',
      '/v1_0/home/resume/index': '6',
      '/v1_0/school/Schoolpag/schoolList': '999',
      '/api/web/queryJobTeacherPage': '2',
      '/api/web/queryMiniClassPage': '2',
      '/api/web/queryGuideMobileByPage': '999',
      '/v1_0/home/article/index': '3',
      '/v1_0/scatt/Job/index': '4',
      '/v1_0/scatt/Work/index': '4',
    });
  await expect(page.getByRole('region', { name: '区县指导电话' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: '维权服务' }).getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(page.getByRole('region', { name: '招聘资讯' }).getByRole('tabpanel').getByRole('listitem')).toHaveCount(
    3,
  );
});
