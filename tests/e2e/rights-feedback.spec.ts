/**
 * The member's rights appointments and the organisations' feedback (issue 9 item 4; spec s7 arbitrationFeedback,
 * supervisionFeedback): a visitor is invited to log in and sends nothing; a member sees both lists; a booking leads
 * to its progress, where the new appointment shows. The forms' option lists come from their sources, and a failing
 * one shows in the form's section with a retry.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { answer, operation } from '../support/contract-answers';
import { loginAs } from '../support/e2e-session';
import { answerWith } from '../support/prefer-example';
import { clientRendered } from '../support/client-rendered';

test.use({ timezoneId: 'Asia/Shanghai' });

const FEEDBACK = /\/(arbitration|supervision)Feedback\b/;
const arbitration = answer('arbitrationFeedback').data;
const supervision = answer('supervisionFeedback').data;

/** Every feedback call the page sends, as it sends it. */
function feedbackCalls(page: Page) {
  const urls: URL[] = [];
  page.on('request', (r) => FEEDBACK.test(r.url()) && urls.push(new URL(r.url())));
  return urls;
}
const count = (urls: URL[], kind: 'arbitration' | 'supervision') =>
  urls.filter((u) => u.pathname.endsWith(`/${kind}Feedback`)).length;

const prefer = answerWith;

/** A day `days` after today in Shanghai, as a date field takes it. */
function dayAhead(days: number) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

test('a visitor on the rights page is invited to log in, and no feedback call is sent', async ({ page }) => {
  const calls = feedbackCalls(page);
  await page.goto('./safeguardRights');
  const mine = page.getByRole('region', { name: '我的预约' });
  await expect(mine).toContainText('登录后可查看您的劳动仲裁、欠薪监察预约及办理进度。');
  await expect(mine.getByRole('link', { name: '登录' })).toHaveAttribute('href', /login/);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(mine.getByRole('tab')).toHaveCount(0);
  await expect(mine.getByRole('alert')).toHaveCount(0);
  expect(calls).toHaveLength(0);
});

test('a personal member sees both lists with status and feedback, moving between them by keyboard', async ({
  page,
  context,
  baseURL,
}) => {
  const { token } = await loginAs(context, 'personal', baseURL!);
  const calls = feedbackCalls(page);
  await page.goto('./safeguardRights');
  const mine = page.getByRole('region', { name: '我的预约' });
  const panel = mine.getByRole('tabpanel');
  const [handled, waiting] = arbitration.items;
  await expect(panel.getByRole('heading', { name: handled.company_name })).toBeVisible();
  const handledItem = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: handled.company_name }) });
  await expect(handledItem).toContainText(handled.status_text);
  await expect(handledItem).toContainText(handled.feedback);
  await expect(handledItem).toContainText(handled.org_name);
  const waitingItem = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: waiting.company_name }) });
  await expect(waitingItem).toContainText('等待处理');
  // The member's own calls: with the token, page 1 of the section's page size.
  expect(calls.find((u) => u.pathname.endsWith('/arbitrationFeedback'))?.searchParams.get('user-token')).toBe(token);
  expect(calls[0]?.searchParams.get('pagesize')).toBe('10');

  await mine.getByRole('tab', { name: '劳动仲裁预约' }).focus();
  await page.keyboard.press('ArrowRight');
  const supervisionTab = mine.getByRole('tab', { name: '欠薪监察预约' });
  await expect(supervisionTab).toBeFocused();
  await expect(supervisionTab).toHaveAttribute('aria-selected', 'true');
  const [closed] = supervision.items;
  await expect(mine.getByRole('tabpanel')).toContainText(closed.company_name);
  await expect(mine.getByRole('tabpanel')).toContainText(closed.feedback);
  await expect(mine.getByRole('tabpanel')).toContainText(closed.status_text);
  expect(count(calls, 'arbitration')).toBe(1);
  expect(count(calls, 'supervision')).toBe(1);

  const { violations } = await new AxeBuilder({ page })
    .include('[data-section="mine"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});

test('a member without appointments is told so; a failing list says why and retry brings it', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'personal', baseURL!);
  await page.route('**/n2024/v1_0/seafeguardingrights/Safeguardingrights/supervisionFeedback**', prefer('empty'));
  await page.route(
    '**/n2024/v1_0/seafeguardingrights/Safeguardingrights/arbitrationFeedback**',
    prefer('businessError'),
    { times: 1 },
  );
  await page.goto('./myAppointments');
  const mine = page.getByRole('region', { name: '预约记录与办理进度' });
  const alert = mine.getByRole('tabpanel').getByRole('alert');
  await expect(alert).toContainText(`劳动仲裁预约加载失败：${answer('arbitrationFeedback', 'businessError').message}`);
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(mine.getByRole('tabpanel')).toContainText(arbitration.items[0].company_name);
  await mine.getByRole('tab', { name: '欠薪监察预约' }).click();
  await expect(mine.getByRole('tabpanel')).toHaveText('您还没有预约记录');
});

test('booking an arbitration leads to its progress, where the new appointment shows', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'personal', baseURL!);
  const calls = feedbackCalls(page);
  await page.goto('./safeguardRights');
  const mine = page.getByRole('region', { name: '我的预约' });
  await expect(mine.getByRole('heading', { name: arbitration.items[0].company_name })).toBeVisible();
  expect(count(calls, 'arbitration')).toBe(1);

  // Within the app (no reload): the list asked for above is still in the cache when the progress page opens.
  await page.getByRole('link', { name: '劳动仲裁预约' }).first().click();
  const form = page.getByRole('main').locator('form');
  const disputeType = answer('disputeType').data.items[0];
  const court = answer('queryOrganization').data.info[0];
  await form.getByLabel('姓名', { exact: true }).fill('张敏');
  await form.getByLabel('身份证号码', { exact: true }).fill('420106199003154528');
  await form.getByLabel('手机号码', { exact: true }).fill('13907181234');
  await form.getByLabel('用人单位名称', { exact: true }).fill('江城市汇通快递服务有限公司');
  await form.getByLabel('争议类型', { exact: true }).selectOption({ label: disputeType.name });
  await form.getByLabel('仲裁机构', { exact: true }).selectOption({ label: court.org_name });
  await form.getByLabel('预约日期', { exact: true }).fill(dayAhead(5));
  await form.getByLabel('事实与请求', { exact: true }).fill('2026年7月、8月工资共计11800元至今未发放。');

  // Once booked, the backend lists the new appointment first, waiting for the court.
  let booked = false;
  await page.route('**/n2024/v1_0/seafeguardingrights/Safeguardingrights/arbitrationFeedback**', async (route) => {
    if (!booked) return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const fresh = {
      id: 1530,
      company_name: '江城市汇通快递服务有限公司',
      dispute_type_name: disputeType.name,
      org_name: court.org_name,
      status: 0,
      status_text: '待受理',
      feedback: '',
      addtime: Math.floor(Date.now() / 1000),
      feedback_time: 0,
    };
    body.data = { ...body.data, total: body.data.total + 1, items: [fresh, ...body.data.items] };
    await route.fulfill({ response, json: body });
  });
  const sent = page.waitForRequest((r) => r.url().endsWith(operation('arbitrationAdd').path));
  await form.getByRole('button', { name: '提交预约' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    fullname: '张敏',
    company_name: '江城市汇通快递服务有限公司',
    dispute_type_id: disputeType.id,
    org_id: court.id,
  });
  await expect(form.getByRole('status')).toContainText('预约已提交');
  booked = true;

  await form.getByRole('link', { name: '查看办理进度' }).click();
  await expect(page).toHaveURL(/\/myAppointments\?tab=arbitration$/);
  const progress = page.getByRole('region', { name: '预约记录与办理进度' });
  await expect(progress.getByRole('tab', { name: '劳动仲裁预约' })).toHaveAttribute('aria-selected', 'true');
  const fresh = progress
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '江城市汇通快递服务有限公司' }) });
  await expect(fresh).toContainText('等待处理');
  await expect(progress.getByRole('heading', { name: arbitration.items[0].company_name })).toBeVisible();
  expect(count(calls, 'arbitration')).toBe(2); // asked again because the booking made it stale
});

test('the forms choose from their sources; a failing list shows in the form with a retry', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'personal', baseURL!);
  await clientRendered(page); // the failing list is the browser's own call
  await page.route('**/n2024/v1_0/seafeguardingrights/Safeguardingrights/disputeType**', prefer('exception'), {
    times: 1,
  });
  await page.goto('./arbitration');
  const section = page.getByRole('region', { name: '劳动仲裁预约登记' });
  await expect(section.getByRole('alert')).toContainText('服务器内部错误');
  await expect(section.locator('form')).toHaveCount(0);
  await section.getByRole('button', { name: '重试' }).click();
  const types = section.getByLabel('争议类型', { exact: true }).locator('option');
  for (const t of answer('disputeType').data.items) await expect(types.filter({ hasText: t.name })).toHaveCount(1);

  await page.route('**/n2024/v1_0/seafeguardingrights/Safeguardingrights/businessScope**', prefer('exception'), {
    times: 1,
  });
  await page.goto('./supervision?type=2');
  const supervisionSection = page.getByRole('region', { name: '欠薪监察预约登记' });
  await expect(supervisionSection.getByRole('alert')).toContainText('服务器内部错误');
  await supervisionSection.getByRole('button', { name: '重试' }).click();
  const scopes = supervisionSection.getByLabel('经营范围', { exact: true }).locator('option');
  for (const s of answer('businessScope').data.items) await expect(scopes.filter({ hasText: s.name })).toHaveCount(1);
});
