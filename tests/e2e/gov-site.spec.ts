/**
 * A government site's required parts (issue 22 items 8 and 9; decisions 056 and 057): the footer's sponsor,
 * organiser, site code, filings and emblem from the config, the filing links, the site map grouped as the menu, and
 * a job page named by its job in the breadcrumb and the tab's title, from the server and after client navigation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { exampleData } from '../support/contract-examples';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const zh = (t: string | { 'zh-CN': string }) => (typeof t === 'string' ? t : t['zh-CN']);
const site = zh(config.site.name);
const gov = config.footer.government;
const settings = exampleData('get', '/v1_0/home/config/index');
const job = exampleData('get', '/api/web/queryJobById');

const footer = (page: Page) => page.locator('footer');
const part = (page: Page, name: string): Locator => footer(page).locator(`[data-gov="${name}"]`);

test('the footer carries the government site parts from the config, and the filing links go to the filing sites', async ({
  page,
}) => {
  await page.goto('./home');
  await expect(part(page, 'sponsor')).toHaveText(`主办单位：${zh(gov.sponsor)}`);
  await expect(part(page, 'organiser')).toHaveText(`承办单位：${zh(gov.organiser)}`);
  await expect(part(page, 'siteCode')).toHaveText(`网站标识码：${gov.siteCode}`);

  const icp = part(page, 'icp');
  await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  // The backend's site settings give the ICP number when they have one (spec s3), else the config does.
  await expect(icp).toContainText(settings.icp || zh(gov.icp.number));

  const police = part(page, 'publicSecurity');
  await expect(police).toHaveAttribute(
    'href',
    `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${gov.publicSecurity.recordCode}`,
  );
  await expect(police).toContainText(zh(gov.publicSecurity.number));
  await expect(police.getByRole('img', { name: '公安机关备案标识' })).toHaveAttribute('src', gov.publicSecurity.image);

  const conac = part(page, 'conac');
  await expect(conac).toHaveAttribute('href', gov.conac.href);
  await expect(conac.getByRole('img', { name: '党政机关网站标识' })).toHaveAttribute('src', gov.conac.image);
  // The emblems are served.
  for (const image of [gov.conac.image, gov.publicSecurity.image])
    expect((await page.request.get(image)).headers()['content-type']).toMatch(/^image\//);

  await expect(footer(page).getByRole('link', { name: zh(gov.siteMap.label) })).toHaveAttribute(
    'href',
    `/n2024/web${gov.siteMap.route}`,
  );
  await footer(page)
    .getByRole('link', { name: zh(gov.contact.label) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${gov.contact.route}$`));
  // The contact page: the address and the phone lines the footer shows.
  const main = page.locator('main');
  await expect(main.getByText(settings.address)).toBeVisible();
  for (const p of settings.service_phone) await expect(main.getByRole('link', { name: p.phone })).toBeVisible();
});

test('the footer shows 1366 and 412 wide (screenshots for docs/images)', async ({ page }) => {
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./home');
    const bottom = footer(page).locator('[data-gov="conac"]').locator('xpath=ancestor::div[2]');
    await bottom.scrollIntoViewIfNeeded();
    await expect(part(page, 'conac').getByRole('img')).toHaveJSProperty('complete', true);
    await footer(page).screenshot({ path: docImage(`gov-footer-${width}.png`) });
  }
});

test('the site map lists the config’s pages grouped as the menu, and passes axe', async ({ page }) => {
  await page.goto(`.${gov.siteMap.route}`);
  const map = page.locator('main nav').filter({ has: page.getByRole('heading', { level: 2 }) });
  const groups = map.locator('section');
  const tabs = config.header.tabs as { id: string; label: { 'zh-CN': string }; route?: string }[];
  // One group per header tab, in the menu's order, each named by its tab.
  for (const [i, tab] of tabs.entries()) {
    const group = groups.nth(i);
    await expect(group.getByRole('heading', { level: 2 })).toHaveText(zh(tab.label));
    const expected = Object.values<any>(config.pages)
      .filter((p) => p.menu === tab.id && p.route !== tab.route)
      .map((p) => zh(p.title));
    const items = group.getByRole('listitem');
    await expect(items).toHaveCount(expected.length);
    for (const [j, title] of expected.entries()) await expect(items.nth(j)).toContainText(title);
  }
  // A page that needs a record's number is named, not linked; a list page is linked.
  const jobs = groups.nth(tabs.findIndex((t) => t.id === 'jobSearch'));
  await expect(jobs.getByRole('link', { name: '找工作' })).toHaveAttribute('href', '/n2024/web/jobSearch');
  await expect(jobs.getByRole('link', { name: zh(config.pages.jobDetail.title) })).toHaveCount(0);
  await expect(jobs.getByRole('listitem').first()).toContainText(zh(config.pages.jobDetail.title));

  await expect(page).toHaveTitle(`${zh(config.pages.siteMap.title)} - ${site}`);
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/n2024/web/home');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(zh(config.pages.siteMap.title));

  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

async function expectJobNamed(page: Page, name: string) {
  await expect(page).toHaveTitle(`${name} - ${site}`);
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs.getByRole('listitem')).toHaveCount(3);
  await expect(crumbs.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/n2024/web/home');
  await expect(crumbs.getByRole('link', { name: '找工作' })).toHaveAttribute('href', '/n2024/web/jobSearch');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
}

test('a job page names the job in its title and breadcrumb, in the server’s HTML and once hydrated', async ({
  page,
  request,
}) => {
  const html = await (await request.get('./jobDetail?id=1')).text();
  expect(html).toContain(`<title>${job.jobName} - ${site}</title>`);
  expect(html).toMatch(/<nav[^>]*aria-label="当前位置"/);
  expect(html).toMatch(new RegExp(`aria-current="page"[^>]*>${job.jobName}<`));

  await page.goto('./jobDetail?id=1');
  await expectJobNamed(page, job.jobName);
});

test('after client navigation from the job list, the title and breadcrumb name the job; the list names itself', async ({
  page,
}) => {
  await page.goto('./jobSearch');
  await expect(page).toHaveTitle(`找工作 - ${site}`);
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('找工作');

  await page.locator('main a[href*="/jobDetail?id="]').first().click();
  await expect(page).toHaveURL(/\/jobDetail\?id=/);
  await expectJobNamed(page, job.jobName);

  // Back on the list (kept alive), the tab is the list's again.
  await page.goBack();
  await expect(page).toHaveTitle(`找工作 - ${site}`);
  // Home: the site's name alone, no breadcrumb.
  await page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveTitle(site);
  await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveCount(0);
});

test('on a phone the breadcrumb stays one line of 44 px tap targets, and the job page is shot at 1366 and 412', async ({
  page,
}) => {
  for (const width of [412, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('./jobDetail?id=1');
    await expectJobNamed(page, job.jobName);
    const crumbs = page.getByRole('navigation', { name: '当前位置' }).getByRole('listitem');
    // One line: every crumb's middle at the same height (a link is a taller tap target than the page's own name).
    const middles = await crumbs.evaluateAll((items) =>
      items.map((li) => Math.round((li.getBoundingClientRect().top + li.getBoundingClientRect().bottom) / 2)),
    );
    expect(
      Math.max(...middles) - Math.min(...middles),
      `crumbs on one line at ${width}: ${middles}`,
    ).toBeLessThanOrEqual(2);
    if (width === 412) {
      const links = page.getByRole('navigation', { name: '当前位置' }).getByRole('link');
      for (const box of await links.evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().height)))
        expect(box).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: docImage(`job-${width}.png`) });
  }
});
