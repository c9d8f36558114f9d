/**
 * The portal as production serves it: nginx with deploy/nginx/. Every page walk and login flow records CSP
 * violations and console errors, and fails on any.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { logins } from '../support/e2e-session';
import { MOCK_PASSWORD } from '../../mock-server/accounts.mjs';

/** Collects CSP violations (from the page itself) and console errors. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  // The console's "Failed to load resource" names no address: this does.
  page.on(
    'response',
    (r) => r.status() >= 500 && problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`),
  );
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  return async () => {
    const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    return [...problems, ...csp.map((c) => `CSP: ${c}`)];
  };
}

// A failed test says what the page showed at that moment (its alerts and the header), for a run read later.
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const said = await page
    .evaluate(() => {
      const html = document.documentElement;
      // Which sections React has taken over (their elements carry its fiber), for a login that never showed.
      const sections = [...document.querySelectorAll<HTMLElement>('[data-section]')].map((section) => {
        const taken = [section, ...section.querySelectorAll('*')].some((e) =>
          Object.keys(e).some((k) => k.startsWith('__reactFiber')),
        );
        return `${section.dataset.section}${taken ? '' : ' (server markup)'}`;
      });
      return [
        `hydrated: ${html.hasAttribute('data-hydrated')}`,
        `sections: ${sections.join(', ')}`,
        ...[...document.querySelectorAll('[role="alert"], [role="status"], header')]
          .map((e) => e.textContent?.replace(/\s+/g, ' ').trim())
          .filter(Boolean),
      ];
    })
    .catch((e: Error) => [`(could not read the page: ${e.message})`]);
  console.log(`${testInfo.title}: the page at ${page.url()} showed:\n  ${said.join('\n  ')}`);
});

const ROUTES = [
  'home',
  'jobSearch?keywords=焊工',
  'jobDetail?id=1',
  'firmDetail?id=1',
  'jobFair',
  'fairDetail?id=1',
  'safeguardRights',
  'learnSkill',
  'learnDetail?id=1',
  'teacherList',
  'information',
  'informationDetail?id=1',
  'temporaryWorker?type=second',
  'policy',
  'policyInfoDetail?id=1',
  'notice',
  'no/such/page',
];

test('the main routes run under the production CSP with no violation and no console error', async ({ page }) => {
  const problems = await watch(page);
  for (const route of ROUTES) {
    await page.goto(`./${route}`);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }
  await expect(page).toHaveURL(/\/404$/);
  // The not-found page answers with status 404, which the browser notes in its console; nothing else.
  expect((await problems()).filter((p) => !p.includes('status of 404'))).toEqual([]);
});

test('password login, the header menu, and logout with its dialog run under the CSP', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('./home');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByLabel('手机号/用户名').fill(logins.personal.mobile ?? 'zhang');
  await page.getByLabel('密码').fill(MOCK_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const menuButton = page.getByRole('banner').getByRole('button', { name: /个人-/ });
  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog', { name: '退出登录' });
  await expect(dialog).toBeVisible(); // Radix injects its scroll-lock <style>: allowed only by the nonce
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await problems()).toEqual([]);
});

test("a member's actions (apply with its confirmation, sign-up in its dialog) run under the CSP", async ({ page }) => {
  const problems = await watch(page);
  await page.goto('./home');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByLabel('手机号/用户名').fill(logins.personal.mobile ?? 'zhang');
  await page.getByLabel('密码').fill(MOCK_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /个人-/ })).toBeVisible();

  await page.goto('./jobDetail?id=1');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '申请职位' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /投递/ }).click();
  await expect(main.getByRole('button', { name: '已投递' })).toBeDisabled();

  await page.goto('./learnDetail?id=1');
  await main.getByRole('button', { name: '我要报名' }).click();
  const signUp = page.getByRole('dialog');
  await expect(signUp).toBeVisible(); // Radix again: its scroll-lock style carries the nonce
  await page.keyboard.press('Escape');
  await expect(signUp).toHaveCount(0);
  expect(await problems()).toEqual([]);
});

test('QR login draws its code and logs in over the proxied websocket under the CSP', async ({ page, request }) => {
  const problems = await watch(page);
  const link = page.waitForResponse((r) => r.url().includes('/api/V2/login/getQrCodeUrl'));
  await page.goto('./home');
  const url: string = (await (await link).json()).data.url;
  const uuid = new URL(url).searchParams.get('uuid')!;
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
  // The code is the portal server's image (decision 092), its own headers through nginx, never kept by nginx.
  const image = await request.get(`./qr-code.svg?text=${encodeURIComponent(url)}`);
  expect(image.status()).toBe(200);
  expect(image.headers()).toMatchObject({
    'content-type': 'image/svg+xml',
    'cache-control': 'private, max-age=86400, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  });
  expect(image.headers()['x-cache-status']).toBeUndefined();
  expect((await request.get(`./qr-code.svg?text=${encodeURIComponent('javascript:alert(1)')}`)).status()).toBe(400);
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`http://127.0.0.1:${process.env.E2E_MOCK_PORT}/__mock/qr/sockets?uuid=${uuid}`)
          ).json()
        ).open,
    )
    .toBe(1);
  await request.post(`http://127.0.0.1:${process.env.E2E_MOCK_PORT}/__mock/qr/scan?uuid=${uuid}&utype=2`);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  expect(await problems()).toEqual([]);
});

test('nginx serves the app with its headers, caching and history fallback', async ({ request }) => {
  const page = await request.get('./jobSearch');
  expect(page.status()).toBe(200);
  const csp = page.headers()['content-security-policy']!;
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp).toContain(directive);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  const nonce = /'nonce-([0-9a-f]+)'/.exec(csp)![1];
  expect(await page.text()).toContain(`<meta name="csp-nonce" content="${nonce}"`);
  expect(page.headers()).toMatchObject({
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });

  const config = await request.get('./portal.config.json');
  expect(config.headers()['cache-control']).toBe('no-cache');
  const asset = /src="\/n2024\/web\/(assets\/[^"]+\.js)"/.exec(await page.text())![1];
  const js = await request.get(`./${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(js.headers()).toMatchObject({
    'cache-control': 'public, max-age=31536000, immutable',
    'content-encoding': 'gzip',
  });
});
