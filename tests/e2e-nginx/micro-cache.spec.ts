/**
 * The pages' micro-cache in nginx (decision 029): rendered pages are kept 30 s and shared by every visitor, so
 * they must never hold anyone's login. Two members browse through it; neither one's token, name, phone or cookie
 * appears in any HTML either receives, and each still sees their own account once the page has hydrated. Care mode
 * (decision 031) is the one choice in the key: two copies of a page at most.
 */
import { expect, type BrowserContext } from '@playwright/test';
import { test } from '../support/e2e-test';
import { loginAs, logins } from '../support/e2e-session';

const PAGES = ['./home', './jobSearch', './jobDetail?id=1'];

test('a page asked for again while it is kept comes from the cache, with a fresh CSP nonce and no cookie', async ({
  request,
}) => {
  const first = await request.get('./notice');
  const second = await request.get('./notice');
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(second.headers()['set-cookie']).toBeUndefined();
  expect(second.headers()['cache-control']).toBe('no-cache');
  const nonce = (html: string) => /name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
  const [a, b] = [nonce(await first.text()), nonce(await second.text())];
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(b).not.toBe(a);
  expect(second.headers()['content-security-policy']).toContain(`'nonce-${b}'`);
  // nginx's policy only (the portal server sends none behind it): two would each have to allow the style.
  expect(second.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy')).toHaveLength(1);
});

/** What of a member could leak into a page: the token, the phone, the names, the cookie as sent. */
async function secretsOf(context: BrowserContext, who: 'personal' | 'company') {
  const login = logins[who];
  const cookie = (await context.cookies()).find((c) => c.name === 'qscms_visitor')!.value;
  const person = login.personMember ?? {};
  // (Not a company's name: companies are public, and their names are in the job lists.)
  return [login.token, login.mobile, person.username, person.fullname, cookie].filter(
    (s): s is string => typeof s === 'string' && s.length > 3,
  );
}

test("two members browsing through the cache never receive each other's login in the HTML", async ({
  browser,
  baseURL,
}) => {
  const members = await Promise.all(
    (['personal', 'company'] as const).map(async (who) => {
      const context = await browser.newContext();
      await loginAs(context, who, baseURL!);
      return { who, context, secrets: await secretsOf(context, who), pages: [] as string[] };
    }),
  );
  // Each one's pages, several times over, interleaved: a page one of them caused to be cached is served to the other.
  for (let round = 0; round < 2; round++)
    for (const path of PAGES)
      for (const m of members) {
        const response = await m.context.request.get(path); // the member's cookie goes along
        expect(response.status()).toBe(200);
        m.pages.push(await response.text());
      }
  for (const m of members)
    for (const html of m.pages)
      for (const other of members)
        for (const secret of other.secrets) expect(html, `${m.who} got ${other.who}'s ${secret}`).not.toContain(secret);

  // The browser still shows each their own account once it has hydrated.
  for (const m of members) {
    const page = await m.context.newPage();
    await page.goto('./home');
    await expect(page.getByRole('banner')).toContainText(m.who === 'company' ? '企业-' : '个人-');
    await m.context.close();
  }
});

test('care mode through the cache: the cookie picks one of two copies, and a forged value gets the usual page', async ({
  playwright,
  baseURL,
}) => {
  const as = (cookie?: string) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders: cookie ? { cookie } : {} });
  const isCare = (html: string) => /<div[^>]*data-care=""/.test(html);
  const [care, plain, forged] = await Promise.all([as('portal_care=1'), as(), as('portal_care=2')]);
  for (const [client, expected] of [
    [care, true],
    [plain, false],
    [forged, false],
  ] as const) {
    await client.get('./policy');
    const again = await client.get('./policy');
    expect(again.headers()['x-cache-status']).toBe('HIT');
    expect(isCare(await again.text())).toBe(expected);
  }
  await Promise.all([care, plain, forged].map((c) => c.dispose()));
});
