/**
 * Care mode (关怀模式, issue 12; docs/decisions/031): the header switch by mouse and keyboard, remembered across
 * reloads and drawn by the server from its cookie, `?care=` links; on every route nothing fixed moves, body text is
 * 18 px or more and axe's AAA contrast rule finds nothing; the carousel holds still; reading aloud (with a stubbed
 * speechSynthesis), the magnifier, the config's care order; `prefers-reduced-motion` in normal mode. Writes the
 * screenshots docs/images/care-home-1366.png and care-home-412.png.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '../support/e2e-test';
import { docImage } from '../support/doc-image';
import { addressesOf } from '../support/route-addresses';

const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));
const addresses = Object.values<any>(config.pages).flatMap((p) => addressesOf(p).map((a) => `.${p.route}${a}`));

const careSwitch = (page: Page) => page.getByRole('banner').getByRole('button', { name: '关怀模式' });
const shell = (page: Page) => page.locator('#main').locator('xpath=..');
const slide = (page: Page) =>
  page.getByRole('region', { name: '首页横幅' }).locator('[aria-roledescription="slide"]:visible');

async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

test('the switch turns care mode on by mouse; a reload keeps it, drawn so by the server', async ({ page, context }) => {
  await page.goto('./home');
  await expect(careSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(shell(page)).not.toHaveAttribute('data-care');
  await careSwitch(page).click();
  await expect(careSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(shell(page)).toHaveAttribute('data-care', '');
  await expect(page.getByRole('toolbar', { name: '关怀模式工具' })).toBeVisible();
  // The floating ad window and the adverts (careMode "hide") are gone; the newest jobs come first (careOrder 1).
  await expect(page.getByRole('complementary', { name: '浮动广告' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: '推荐广告' })).toHaveCount(0);
  await expect(page.locator('#main [data-section]').first()).toHaveAttribute('data-section', 'jobs');

  // The cookie carries the choice to the server: the HTML of the next visit is already in care mode.
  expect((await context.cookies()).find((c) => c.name === 'portal_care')?.value).toBe('1');
  const html = await (await page.request.get('./home')).text();
  expect(html).toMatch(/<div[^>]*data-care=""/);
  await page.reload();
  await expect(careSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(shell(page)).toHaveAttribute('data-care', '');
});

test('the switch works from the keyboard, and ?care=0 / ?care=1 set it by address', async ({ page }) => {
  await page.goto('./jobSearch');
  await careSwitch(page).focus();
  await page.keyboard.press('Enter');
  await expect(careSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(careSwitch(page)).toHaveAttribute('aria-pressed', 'false');

  await page.goto('./home?care=1');
  await expect(shell(page)).toHaveAttribute('data-care', '');
  await page.goto('./jobSearch?care=0');
  await expect(shell(page)).not.toHaveAttribute('data-care');
  // Remembered: the next page without the parameter stays off.
  await page.goto('./home');
  await expect(careSwitch(page)).toHaveAttribute('aria-pressed', 'false');
});

test('in care mode every route holds still, reads at 18 px or more and meets AAA contrast', async ({ page }) => {
  test.setTimeout(240_000);
  // Each page is drawn in care mode by the server and hydrated without a mismatch.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  // The page's timers (the only thing that moves anything in care mode: CSS motion is off) run on Playwright's
  // clock, so "2 s" is two seconds of the page's time, not of the machine's.
  await page.clock.install();
  await page.goto('./home?care=1');
  for (const url of addresses) {
    await page.goto(url);
    await settled(page);
    const fixed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((e) => getComputedStyle(e).position === 'fixed' && e.offsetParent !== null)
          .map((e) => {
            const r = e.getBoundingClientRect();
            return `${e.className} ${Math.round(r.x)},${Math.round(r.y)}`;
          }),
      );
    const before = await fixed();
    await page.clock.runFor(2_000);
    expect(await fixed(), `fixed elements on ${url}`).toEqual(before);
    // Every element that holds text of its own, in the main content, at 18 px or more.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#main *')]
        .filter(
          (e) => e.offsetParent !== null && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()),
        )
        .filter((e) => parseFloat(getComputedStyle(e).fontSize) < 18)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${e.className}: ${getComputedStyle(e).fontSize} "${e.innerText.slice(0, 20)}"`,
        ),
    );
    expect(small, `text under 18 px on ${url}`).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast-enhanced']).analyze();
    const report = violations.flatMap((v) =>
      v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`),
    );
    expect(report, `AAA contrast on ${url}`).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('in care mode the carousel stays on its slide; in normal mode it moves on', async ({ page }) => {
  await page.clock.install();
  await page.goto('./home?care=1');
  await expect(slide(page)).toHaveAttribute('aria-label', /^1 \//);
  await page.clock.runFor(10_000);
  await expect(slide(page)).toHaveAttribute('aria-label', /^1 \//);
  await page.goto('./home?care=0');
  await expect(slide(page)).toHaveAttribute('aria-label', /^1 \//);
  await page.clock.runFor(10_000);
  await expect(slide(page)).toHaveAttribute('aria-label', /^2 \//);
});

test('with prefers-reduced-motion, normal mode stops the carousel and the ad window too', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('./home?care=0');
  const ad = page.getByRole('complementary', { name: '浮动广告' });
  await expect(ad).toBeVisible();
  const at = await ad.boundingBox();
  await page.clock.runFor(10_000);
  await expect(slide(page)).toHaveAttribute('aria-label', /^1 \//);
  expect(await ad.boundingBox()).toEqual(at);
});

/** A speechSynthesis that records what it is asked to do; `voices` are the languages it says it has. */
async function stubSpeech(page: Page, voices: string[]) {
  await page.addInitScript((langs) => {
    const calls: unknown[] = [];
    (window as any).speechCalls = calls;
    class Utterance {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    (window as any).SpeechSynthesisUtterance = Utterance;
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => langs.map((lang) => ({ lang, name: lang })),
        speak: (u: Utterance) => calls.push({ speak: u.text, lang: u.lang }),
        pause: () => calls.push('pause'),
        resume: () => calls.push('resume'),
        cancel: () => calls.push('cancel'),
      },
    });
  }, voices);
}
const spoken = (page: Page) =>
  page.evaluate(() => (window as any).speechCalls.filter((c: any) => c.speak) as { speak: string; lang: string }[]);

test('read aloud reads the main text in Chinese, pauses, resumes and stops', async ({ page }) => {
  await stubSpeech(page, ['en-US', 'zh-CN']);
  await page.goto('./jobDetail?id=1&care=1');
  await settled(page);
  const title = (await page.locator('#main h1').innerText()).trim();
  const toolbar = page.getByRole('toolbar', { name: '关怀模式工具' });
  await toolbar.getByRole('button', { name: '朗读' }).click();
  const pieces = await spoken(page);
  expect(pieces.length).toBeGreaterThan(1);
  expect(pieces.every((p) => p.lang === 'zh-CN')).toBe(true);
  const read = pieces.map((p) => p.speak).join('');
  expect(read).toContain(title);
  expect(read.replace(/\s/g, '')).toContain((await page.locator('#main dd').first().innerText()).replace(/\s/g, ''));
  await expect(toolbar.getByRole('status')).toHaveText('正在朗读…');

  await toolbar.getByRole('button', { name: '暂停' }).click();
  await expect(toolbar.getByRole('button', { name: '继续' })).toBeVisible();
  await toolbar.getByRole('button', { name: '继续' }).click();
  await toolbar.getByRole('button', { name: '停止' }).click();
  const calls = await page.evaluate(() => (window as any).speechCalls.filter((c: unknown) => typeof c === 'string'));
  expect(calls).toEqual(['cancel', 'pause', 'resume', 'cancel']);
  await expect(toolbar.getByRole('button', { name: '停止' })).toBeDisabled();

  // The selected text, when there is some, instead of the page.
  await page.locator('#main h1').selectText();
  await toolbar.getByRole('button', { name: '朗读' }).click();
  expect((await spoken(page)).slice(pieces.length).map((p) => p.speak)).toEqual([title]);
});

test('read aloud says so when the browser has no Chinese voice', async ({ page }) => {
  await stubSpeech(page, ['en-US']);
  await page.goto('./notice?care=1');
  await settled(page);
  const toolbar = page.getByRole('toolbar', { name: '关怀模式工具' });
  await toolbar.getByRole('button', { name: '朗读' }).click();
  await expect(toolbar.getByRole('status')).toContainText('没有中文语音');
  expect((await spoken(page)).length).toBeGreaterThan(0);
});

test('a page drawn in care mode answers the first press on its toolbar, however late the toolbar code comes', async ({
  page,
}) => {
  // A slow line for the toolbar's chunk: the page must not count as hydrated (nor look ready) before the toolbar is.
  await page.route(/\/assets\/CareToolbar-[\w-]+\.js$/, (route) => setTimeout(() => void route.continue(), 1_500));
  await page.goto('./jobSearch?care=1');
  const toolbar = page.getByRole('toolbar', { name: '关怀模式工具' });
  await toolbar.getByRole('button', { name: '放大镜' }).click();
  await expect(toolbar.getByRole('button', { name: '放大镜' })).toHaveAttribute('aria-pressed', 'true');
});

test('a toolbar whose code fails to arrive is told in its place, the page keeps working, and a retry brings it', async ({
  page,
}) => {
  const chunk = /\/assets\/CareToolbar-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('connectionreset'));
  await page.goto('./jobSearch?care=1');
  const failure = page.getByRole('alert').filter({ hasText: '关怀模式工具加载失败' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('toolbar', { name: '关怀模式工具' })).toHaveCount(0);
  // The rest of the page is the page, not the root's error screen: its jobs, its menu, its care switch.
  await expect(page.getByText('页面出错了')).toHaveCount(0);
  await expect(page.locator('#main section li a').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '关怀模式' })).toBeVisible();

  await page.unroute(chunk);
  await failure.getByRole('button', { name: '重试' }).click();
  const toolbar = page.getByRole('toolbar', { name: '关怀模式工具' });
  await toolbar.getByRole('button', { name: '放大镜' }).click();
  await expect(toolbar.getByRole('button', { name: '放大镜' })).toHaveAttribute('aria-pressed', 'true');
  await expect(failure).toHaveCount(0);
});

test('the magnifier shows the text under the pointer and of the focused link at 32 px or more', async ({ page }) => {
  await page.goto('./jobSearch?care=1');
  await settled(page);
  const toolbar = page.getByRole('toolbar', { name: '关怀模式工具' });
  await toolbar.getByRole('button', { name: '放大镜' }).click();
  await expect(toolbar.getByRole('button', { name: '放大镜' })).toHaveAttribute('aria-pressed', 'true');
  const bar = page.locator('#care-magnifier');
  const job = page.locator('#main section li a').first();
  await job.hover();
  const name = (await job.innerText()).replace(/\s+/g, ' ').trim();
  await expect(bar).toHaveText(name.length > 80 ? `${name.slice(0, 80)}…` : name);
  expect(parseFloat(await bar.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(32);
  await page.locator('#main section li a').nth(1).focus();
  await expect(bar).toContainText((await page.locator('#main section li a').nth(1).innerText()).trim().slice(0, 10));
  await toolbar.getByRole('button', { name: '放大镜' }).click();
  await expect(bar).toHaveCount(0);
});

for (const [width, height] of [
  [1366, 900],
  [412, 915],
] as const)
  test(`screenshot: /home in care mode at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('./home?care=1');
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: docImage(`care-home-${width}.png`) });
  });
