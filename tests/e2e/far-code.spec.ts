/**
 * Only the first screen's code (issue 33 item 5, decision 090): on a phone, /home asks for the code of the sections
 * near the screen; a far section's code is asked for when it comes near, and React then hydrates the server's markup
 * in place (the same nodes, never a loading state in between). A click on a far section before its code is here is
 * held and answered once it has hydrated (server-render.spec.ts clicks the news tab that way).
 *
 * A section with nothing that moves by itself (links, apply buttons, the floating panels) waits for the reader's first
 * act even on the first screen (decision 098), and so do the parts only some visitors use: the password form behind
 * its tab, a member's summary and account menu. Their code comes with the act, and the act itself is not lost.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { watchScripts } from '../support/fetched-scripts';
import { holdRequests } from '../support/held-requests';

/** /home at this size, settled and quiet, with the scripts it asked for (watched from the start). */
async function quietHome(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const asked = watchScripts(page);
  await page.goto('./home');
  await expect(page.locator('#main[data-scroll-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  return asked;
}

test("a phone's /home asks for a far section's code only when it comes near, and keeps its markup", async ({
  page,
}) => {
  const asked = await quietHome(page, { width: 412, height: 823 });
  // The first screen's sections came with the page; the friendly links far below did not.
  expect(asked('BannerCarousel')).toBe(true);
  expect(asked('FriendlyLinks')).toBe(false);

  const links = page.locator('[data-section="links"]');
  const before = await links.evaluate((section) => {
    (window as any).linksFirstChild = section.firstElementChild;
    return section.textContent;
  });
  await links.evaluate((section) => {
    new MutationObserver(() => {
      if (section.querySelector('[role="status"]')) (window as any).linksLoading = true;
    }).observe(section, { childList: true, subtree: true });
    section.scrollIntoView();
  });
  await expect.poll(() => asked('FriendlyLinks')).toBe(true);
  // Hydrated over the server's markup: React owns the same first element, the text never changed on the way.
  await expect
    .poll(() =>
      links.evaluate((section) =>
        Object.keys(section.querySelector('a') ?? {}).some((k) => k.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => Boolean((window as any).linksLoading))).toBe(false);
  expect(await links.evaluate((section) => section.firstElementChild === (window as any).linksFirstChild)).toBe(true);
  expect(await links.textContent()).toBe(before);
});

test("at 1366 /home's link lists, apply buttons and password form wait for the reader's first act, which is kept", async ({
  page,
}) => {
  const asked = await quietHome(page, { width: 1366, height: 768 });
  // On the first screen, drawn by the server, and none of their code asked for.
  const notices = page.locator('[data-section="notices"]');
  await expect(notices.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await expect(
    page
      .locator('[data-section="jobs"]')
      .getByRole('button', { name: /申请职位/ })
      .first(),
  ).toBeVisible();
  for (const chunk of ['NoticeList', 'JobList', 'JobApply', 'SidePanel', 'ContactBox', 'PasswordLogin', 'AccountMenu'])
    expect(asked(chunk), chunk).toBe(false);

  // Pointing at the password tab asks for its form; picking it shows the server's form, which then answers.
  const passwordTab = page.getByRole('tab', { name: '账号登录' });
  await passwordTab.hover();
  await expect.poll(() => asked('PasswordLogin')).toBe(true);
  await passwordTab.click();
  await page.getByRole('tabpanel', { name: '账号登录' }).getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入手机号/用户名')).toBeVisible();

  // A notice clicked at once: the list's code comes, and the click opens the notice in the same page (the router's
  // navigation, not a new document: what was set on the window is still there).
  await page.evaluate(() => ((window as any).samePage = true));
  const first = notices.getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/noticeDetail\?id=/);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  expect(asked('NoticeList')).toBe(true);
  expect(await page.evaluate(() => (window as any).samePage)).toBe(true);
});

test("on a phone, what is typed into the server's password form before its code has come is kept and sent", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The form's code held back until the visitor has typed.
  const release = await holdRequests(page, '**/assets/PasswordLogin-*.js');
  await page.goto('./home');
  const panel = page.getByRole('tabpanel', { name: '账号登录' });
  await panel.getByLabel('手机号/用户名').fill('13886021357');
  await panel.getByLabel('密码').fill('Jc@2026pass');
  release();
  // Hydrated in place: React owns the server's input, which still holds what was typed.
  await expect
    .poll(() => panel.getByLabel('密码').evaluate((input) => Object.keys(input).some((k) => k.startsWith('__react'))))
    .toBe(true);
  await expect(panel.getByLabel('手机号/用户名')).toHaveValue('13886021357');
  await panel.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('link', { name: '进入用户中心' })).toBeVisible();
});

test('a side panel closed in this visit stays closed after a reload, before and after the first act, with no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('./home');
  const panel = page.getByRole('complementary', { name: '侧边栏' });
  await panel.getByRole('button', { name: '关闭侧边栏' }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  // Its code has not come (it waits for the act), and the server drew it: still not shown.
  await expect(panel).toBeHidden();
  await page.keyboard.press('Shift');
  await expect(page.locator('[data-section="sidePanel"]')).toBeAttached();
  await expect(panel).toBeHidden();
  expect(errors).toEqual([]);
});

test("at 1366 the password panel shows once React has its form: 登录 pressed at once is the portal's, not the browser's own submission", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('./home');
  const panel = page.getByRole('tabpanel', { name: '账号登录', includeHidden: true });
  // When the panel is picked (its data-default goes), is its button already React's?
  await panel.evaluate((element) => {
    new MutationObserver(() => {
      if (element.hasAttribute('data-default') || 'formWasReact' in window) return;
      const button = element.querySelector('button[type="submit"]');
      (window as any).formWasReact = !!button && Object.keys(button).some((k) => k.startsWith('__react'));
    }).observe(element, { attributes: true });
  });
  await page.getByRole('tab', { name: '账号登录' }).click();
  await panel.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入手机号/用户名')).toBeVisible();
  expect(await page.evaluate(() => (window as any).formWasReact)).toBe(true);
  expect(new URL(page.url()).search).toBe('');
});
