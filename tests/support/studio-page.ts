/**
 * The studio as the e2e specs drive it: signing in, the outline's rows, the preview, and a drag that rests where a
 * hand would (so the drop line is drawn). One copy for the studio's specs.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { hasSecondFactor, secondFactorCode } from './studio-server';

export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const outline = (page: Page) => page.getByRole('list', { name: '顺序' });
export const row = (page: Page, name: string) => outline(page).getByRole('button', { name, exact: false }).first();
export const item = (page: Page, name: string) => outline(page).getByRole('listitem').filter({ hasText: name }).first();
export const preview = (page: Page) => page.frameLocator('iframe[title="页面预览"]');

/** The outline's section names, top to bottom. */
export const sectionOrder = (page: Page): Promise<string[]> =>
  outline(page)
    .locator('li > button')
    .evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent?.trim() ?? ''));

/** A new browser context signed in to the studio at `origin`, the home page drawn in the preview. */
export async function openStudio(
  browser: Browser,
  origin: string,
  { name, password, width = 1500, height = 950 }: { name: string; password: string; width?: number; height?: number },
) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height } });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${origin}/n2024/web/studio/`);
  await signIn(page, name, password);
  await expect(outline(page)).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: '最新职位' })).toBeVisible();
  return page;
}

/** Signs in on the studio's sign-in screen at hand: 账号 and 密码, 登录, then the second step if `name` has one. */
export async function signIn(page: Page, name: string, password: string) {
  await page.getByLabel('账号', { exact: true }).fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await passSecondFactor(page, name);
}

/**
 * After 登录 with the right password: the second step (decision 077) of an account whose second factor
 * studio-server.ts enrolled, with its next code; nothing for an account without one (an editor).
 */
export async function passSecondFactor(page: Page, name: string) {
  const origin = new URL(page.url()).origin;
  if (!hasSecondFactor(origin, name)) return;
  const field = page.getByLabel('动态口令或恢复码');
  await expect(field).toBeVisible();
  await field.fill(secondFactorCode(origin, name)!);
  await page.getByRole('button', { name: '验证', exact: true }).click();
}

/**
 * Starts dragging row `from` and rests on the upper part of row `to` (both brought to the middle of the panel, as an
 * editor drags: near its edges a drag scrolls it). The mouse stays down: the caller looks at the drop line, then
 * lets go with `page.mouse.up()`.
 */
export async function dragOnto(page: Page, from: string, to: string) {
  await item(page, to).evaluate((li) => li.scrollIntoView({ block: 'center' }));
  const a = (await item(page, from).boundingBox())!;
  const b = (await item(page, to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 3, a.y + a.height / 2);
  await page.mouse.down();
  const [x, y] = [b.x + b.width / 3, b.y + b.height / 4];
  await page.mouse.move(x, y, { steps: 8 });
  // The hand rests there: a real mouse keeps sending small moves (and the browser drag-overs); Playwright's last
  // step alone may reach the page before its drag-over does. Moves go on until the outline draws its drop line.
  let jiggle = 0;
  await expect
    .poll(async () => {
      await page.mouse.move(x, y + (jiggle++ % 2));
      return outline(page).locator('[data-drop-indicator]').count();
    })
    .toBeGreaterThan(0);
}

/**
 * The first sign-in of an account an administrator made (or reset): the studio asks for nothing but a new password
 * (decision 078). Changes `current` to `next` and waits for the studio.
 */
export async function changeForcedPassword(page: Page, current: string, next: string) {
  await expect(page.getByRole('heading', { name: '请先修改密码' })).toBeVisible();
  await submitPasswordChange(page, current, next);
  await expect(outline(page)).toBeVisible();
}

/** Fills the password change (当前密码, 新密码 twice) and presses 修改密码; what the studio answers is the caller's. */
export async function submitPasswordChange(page: Page, current: string, next: string) {
  await page.getByLabel('当前密码').fill(current);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('再次输入新密码').fill(next);
  await page.getByRole('button', { name: '修改密码' }).click();
}

/**
 * A call of the studio's service from the signed-in page (its cookie and CSRF token; `etag` sends the current
 * config's as If-Match), answering the status, the error code and the body.
 */
export function callAs(page: Page, path: string, init: { method: string; body?: unknown; etag?: boolean }) {
  return page.evaluate(
    async ({ path, init }) => {
      const api = '/n2024/web/studio/api';
      const session = await (await fetch(`${api}/session`)).json();
      const current = await fetch(`${api}/config`);
      const res = await fetch(`${api}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': session.csrfToken,
          ...(init.etag ? { 'if-match': current.headers.get('etag')! } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const body = await res.json().catch(() => ({}));
      return { status: res.status, code: body.code as string | undefined, body };
    },
    { path, init },
  );
}

/** axe over the studio around the preview (the preview is the portal, checked by its own specs). */
export async function studioPassesAxe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).exclude('iframe').analyze();
  expect(result.violations, what).toEqual([]);
}

/** What a visitor's fresh /home at `origin` is drawn with: the jobs section's page size and the headings. */
export async function publicHome(browser: Browser, origin: string) {
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/n2024/web/home`);
  const state = JSON.parse((await visitor.locator('#portal-state').textContent()) ?? '{}');
  const jobsKey = state.queries.queries.find((q: any) => q.queryKey[1] === 'queryJobListByPage')?.queryKey;
  const headings = await visitor.locator('main h2').allTextContents();
  await visitor.close();
  return { size: jobsKey?.[2].size as number, headings };
}
