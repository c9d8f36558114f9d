/**
 * The forms as a logged-in member with a completed profile uses them: field validation with the patterns of spec
 * s5, submission through the SDK to the mock, and a clear success or error message with nothing lost.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/e2e-session';

test.beforeEach(async ({ context, baseURL }) => {
  await loginAs(context, 'personal', baseURL!);
});

test('arbitration: validates every field, then submits and confirms', async ({ page }) => {
  await page.goto('./arbitration');
  const form = page.getByRole('main').locator('form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: /提交/ }).click();
  await expect(
    page
      .getByRole('main')
      .getByText(/项需要修改|请检查/)
      .first(),
  ).toBeVisible();
  const firstInvalid = form.locator('[aria-invalid="true"]').first();
  await expect(firstInvalid).toBeFocused();

  const mobile = form.getByLabel(/手机/).first();
  await mobile.fill('1234');
  await mobile.blur();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  const idcard = form.getByLabel(/身份证/).first();
  await idcard.fill('420102199213450000');
  await idcard.blur();
  await expect(idcard).toHaveAttribute('aria-invalid', 'true');
});

test('supervision type 1 and 2 ask for different facts', async ({ page }) => {
  await page.goto('./supervision?type=1');
  await expect(page.getByRole('main').getByLabel(/工程项目名称/)).toBeVisible();
  await expect(page.getByRole('main').getByLabel(/经营范围/)).toHaveCount(0);
  await page.goto('./supervision?type=2');
  await expect(page.getByRole('main').getByLabel(/经营范围/)).toBeVisible();
  await expect(page.getByRole('main').getByLabel(/工程项目名称/)).toHaveCount(0);
});

test('publishing worker-seeking info sends it through the SDK and says it worked; an error keeps the typing', async ({
  page,
}) => {
  await page.goto('./signInWork');
  const form = page.getByRole('main').locator('form');
  await expect(form).toBeVisible();
  const bodies: unknown[] = [];
  page.on('request', (r) => r.url().includes('/v1_0/scatt/Work/add') && bodies.push(r.postDataJSON()));

  await form
    .getByLabel(/姓名|称呼/)
    .first()
    .fill('王师傅');
  await form
    .getByLabel(/手机|电话/)
    .first()
    .fill('13812345678');
  const selects = form.locator('select');
  for (let i = 0; i < (await selects.count()); i++) {
    const options = selects.nth(i).locator('option');
    if ((await options.count()) > 1) await selects.nth(i).selectOption({ index: 1 });
  }
  await form.locator('textarea').first().fill('十年水电安装经验，可接家装维修。');

  await page.route(
    '**/v1_0/scatt/Work/add**',
    (route) => route.fulfill({ json: { code: 50009, message: '今日发布次数已达上限', data: null } }),
    { times: 1 },
  );
  await form.getByRole('button', { name: /提交|发布/ }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: '今日发布次数已达上限' })).toBeVisible();
  await expect(form.getByLabel(/手机|电话/).first()).toHaveValue('13812345678');

  await form.getByRole('button', { name: /提交|发布/ }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /已发布|成功/ }),
  ).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ mobile: '13812345678', platform: 'web' });
});
