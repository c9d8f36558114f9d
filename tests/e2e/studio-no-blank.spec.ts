/**
 * No blank screen (issue 32, item 1): a footer link selected and deleted with ✕, and a link added, selected and taken
 * back with 撤销, used to turn the whole studio white (the form read a link that had gone). Now the selection stays
 * on a link that is there and the studio keeps drawing; an error that still happens stops one part only, which says
 * so in Chinese (studio/shared/StudioBoundary.tsx; the unit tests and the fast-check model test cover that side).
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { openStudio, outline, row } from '../support/studio-page';
import { startStudioServer, type StudioServer } from '../support/studio-server';

const PASSWORD = 'anna-secret-1';
let server: StudioServer;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // A server of its own: on a loaded machine its start outlasts the 30 s a hook gets by default.
  test.setTimeout(120_000);
  server = await startStudioServer({ anna: PASSWORD });
});
test.afterAll(async () => server?.stop());

const form = (page: Page) => page.getByRole('complementary', { name: '属性' });

/** The studio is drawn (toolbar, outline, form) and no part of it has failed. */
async function notBlank(page: Page) {
  await expect(page.getByRole('button', { name: '撤销', exact: true })).toBeVisible();
  await expect(outline(page)).toBeVisible();
  await expect(form(page).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.locator('[data-part-failed]')).toHaveCount(0);
}

test('a selected footer link deleted with ✕, then the deletion undone: the studio stays drawn', async ({ browser }) => {
  test.setTimeout(90_000); // a studio signed in and drawn on a loaded machine
  const page = await openStudio(browser, server.origin, { name: 'anna', password: PASSWORD });
  await page.getByRole('button', { name: '页脚 · 个人服务链接' }).click();
  await row(page, '最新职位').click();
  await expect(form(page).getByRole('heading', { name: '最新职位' })).toBeVisible();

  await page.getByRole('button', { name: '删除 最新职位' }).click();
  await notBlank(page);
  await expect(outline(page)).not.toContainText('最新职位');
  // The form is of the link now last in the list.
  await expect(form(page).getByRole('heading', { name: '求职管理' })).toBeVisible();

  await page.getByRole('button', { name: '撤销', exact: true }).click();
  await notBlank(page);
  await expect(outline(page)).toContainText('最新职位');
  await page.context().close();
});

test('a link added, selected and taken back with 撤销: the studio stays drawn', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await openStudio(browser, server.origin, { name: 'anna', password: PASSWORD });
  await page.getByRole('button', { name: '页脚 · 单位服务链接' }).click();
  await page.getByRole('button', { name: '添加链接' }).click();
  await row(page, '新链接').click();
  await expect(form(page).getByRole('heading', { name: '新链接' })).toBeVisible();

  await page.getByRole('button', { name: '撤销', exact: true }).click();
  await notBlank(page);
  await expect(outline(page)).not.toContainText('新链接');

  // 重做 brings it back, and it can be edited.
  await page.getByRole('button', { name: '重做', exact: true }).click();
  await notBlank(page);
  await expect(outline(page)).toContainText('新链接');
  await page.context().close();
});
