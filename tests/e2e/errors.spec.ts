/**
 * The error catalogue on screen (spec s8) and the global loading overlay (spec s4): an expired session ends the
 * login and asks to log in again; the exception code and business errors show toasts; a slow call shows the
 * overlay, which goes when the call settles.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { loginAs } from '../support/e2e-session';
import { answerWith } from '../support/prefer-example';
import { clientRendered } from '../support/client-rendered';
import { holdRequests } from '../support/held-requests';

const MEMBER = 'https://member.jiangcheng.example';

const prefer = answerWith;

const toasts = (page: Page) => page.getByRole('status', { name: '消息提示' });

test('an expired session clears the login, goes to the home page and asks to log in again', async ({
  page,
  baseURL,
}) => {
  await page.route(`${MEMBER}/**`, (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>会员中心</title>' }),
  );
  await loginAs(page.context(), 'personal', baseURL!);
  // The appointment page asks memberInfo for the logged-in member; the backend answers: session expired.
  await page.route('**/n2024/v1_0/Scatt/Job/memberInfo**', prefer('sessionExpired'));
  await page.goto('./arbitration');

  const dialog = page.getByRole('dialog', { name: '请先登录' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/n2024\/web\/home$/);
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('qscms_visitor');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expect(toasts(page)).toBeEmpty(); // the question, not a toast
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(`${MEMBER}/personal/login`);
});

test('a stored login whose start-up check says the session expired is cleared and asked to log in again', async ({
  page,
  baseURL,
}) => {
  await loginAs(page.context(), 'personal', baseURL!);
  // The check of the stored login at start-up (spec s4) answers with the overdue code: the same s8 handling as any call.
  await page.route('**/n2024/v1_0/home/config/userinfo**', prefer('sessionExpired'));
  await page.goto('./jobSearch');

  const dialog = page.getByRole('dialog', { name: '请先登录' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/n2024\/web\/home$/);
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('qscms_visitor');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  // The rest of the page works, and the visitor is a visitor.
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('listitem').first()).toBeVisible();
});

test('the exception code shows "Server internal error" for 1.5 s, once for several failing calls', async ({ page }) => {
  await clientRendered(page); // the browser's own calls (a server-rendered page brings its data)
  await page.route('**/n2024/api/web/queryNoticeByPage**', prefer('exception'));
  await page.route('**/n2024/api/web/queryJobListByPage**', prefer('exception'));
  // Not waiting for the load event: it waits for the page's images too, and the toast may have come and gone by then.
  await page.goto('./home', { waitUntil: 'commit' });
  const toast = toasts(page).getByText('服务器内部错误');
  await expect(toast).toHaveCount(1);
  // The sections keep their own error and retry.
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('alert')).toContainText('服务器内部错误');
  await expect(page.getByRole('region', { name: '最新职位' }).getByRole('button', { name: '重试' })).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 2_500 });
});

test('a business error shows the server message in a toast the visitor can dismiss; others their catalogue text', async ({
  page,
}) => {
  await clientRendered(page); // the browser's own calls (a server-rendered page brings its data)
  await page.route('**/n2024/api/web/queryJobListByPage**', prefer('businessError'));
  await page.route('**/n2024/api/web/queryNoticeByPage**', (r) => r.fulfill({ status: 503, body: 'down' }));
  await page.goto('./home');
  const business = toasts(page).getByText('该职位已下线，请浏览其他职位');
  await expect(business).toBeVisible();
  await expect(toasts(page).getByText('服务不可用！')).toBeVisible({ timeout: 15_000 }); // after its retries
  await toasts(page).getByRole('button', { name: '关闭提示' }).first().click();
  await expect(business).toHaveCount(0);
});

test('toasts speak the visitor language', async ({ page }) => {
  await clientRendered(page); // the browser's own calls (a server-rendered page brings its data)
  await page.route('**/n2024/api/web/queryNoticeByPage**', prefer('serverError'));
  await page.goto('./home?lang=en', { waitUntil: 'commit' }); // the toast lasts 1.5 s: look from the start
  await expect(page.getByRole('status', { name: 'Notifications' }).getByText('Service exception!')).toBeVisible();
});

test('the loading overlay shows while a slow call is in flight, leaves the keyboard free, and goes', async ({
  page,
}) => {
  await clientRendered(page); // the browser's own calls (a server-rendered page brings its data)
  const release = await holdRequests(page, '**/n2024/api/web/queryNoticeByPage**');
  await page.goto('./home');
  const overlay = page.getByRole('progressbar', { name: '正在加载' });
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  release();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('listitem')).toHaveCount(8);
});
