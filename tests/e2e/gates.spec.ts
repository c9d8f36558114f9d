/**
 * Gates (spec s5, s6): talent search and resumes for company accounts, rights appointments, casual-work
 * publishing and the policy application (issue 22 item 5) for members with a completed profile, and header and footer links kept to one identity. Each as a
 * visitor, a personal and a company account (logged in the way the portal stores a login: cookie qscms_visitor
 * plus localStorage user and company).
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { loginAs, logins } from '../support/e2e-session';
import { answerWith } from '../support/prefer-example';
import { answer, operation } from '../support/contract-answers';
import { zh as forms } from '../../src/i18n/messages/forms';

const MEMBER = 'https://member.jiangcheng.example';
const { personal } = logins;

/** Logs the browser in the way the portal stores a login (cookie qscms_visitor, localStorage user and company). */
const logInAs = (page: Page, baseURL: string | undefined, who: keyof typeof logins) =>
  loginAs(page.context(), who, baseURL!);

/** The member centre is another site: answer for it, so following a link there can be checked. */
test.beforeEach(async ({ page }) => {
  await page.route(`${MEMBER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>会员中心</title><p>会员中心</p>' }),
  );
});

/** Records the API paths the page asks for. */
function apiCalls(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/n2024/') && !url.pathname.startsWith('/n2024/web/'))
      paths.push(url.pathname + url.search);
  });
  return paths;
}

test.describe('company gate: /recruitTalents and /resumeDetail', () => {
  for (const route of ['./recruitTalents', './resumeDetail?id=1']) {
    test(`${route}: a visitor is asked to log in as a company and sees nothing of the page meanwhile`, async ({
      page,
    }) => {
      const calls = apiCalls(page);
      await page.goto(route);
      const dialog = page.getByRole('dialog', { name: '请登录企业账号' });
      await expect(dialog).toBeVisible();
      await expect(page.locator('main [data-section]')).toHaveCount(0);
      expect(calls.filter((c) => c.includes('/resume/'))).toEqual([]);
      await dialog.getByRole('button', { name: '去登录' }).click();
      await expect(page).toHaveURL(`${MEMBER}/company/login`);
    });

    test(`${route}: a personal account is asked to switch identity`, async ({ page, baseURL }) => {
      await logInAs(page, baseURL, 'personal');
      await page.goto(route);
      const dialog = page.getByRole('dialog', { name: '切换身份' });
      await expect(dialog).toContainText('是否切换为企业身份');
      await dialog.getByRole('button', { name: '去切换' }).click();
      await expect(page).toHaveURL(`${MEMBER}/member/switch/company`);
    });
  }

  test('a visitor who cancels goes back to /home', async ({ page }) => {
    await page.goto('./recruitTalents');
    await page.getByRole('dialog', { name: '请登录企业账号' }).getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/n2024\/web\/home$/);
    await expect(page.getByRole('region', { name: '最新职位' })).toBeVisible();
  });

  test('a company account gets talent search and resumes', async ({ page, baseURL }) => {
    await logInAs(page, baseURL, 'company');
    await page.goto('./recruitTalents');
    await expect(page.getByRole('region', { name: '人才搜索' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('./resumeDetail?id=1');
    await expect(page.locator('main [data-section="detail"]')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('completed-profile gate: appointments and casual-work publishing', () => {
  const pages = [
    ['./arbitration', '劳动仲裁预约登记'],
    ['./supervision?type=1', '欠薪监察预约登记'],
    ['./odJobs', '发布零工信息'],
    ['./signInWork', '发布求职信息'],
    ['./pclicyForm', '政策补贴申请'],
  ] as const;

  for (const [route, form] of pages) {
    test(`${route}: a visitor is asked to log in; a personal account with a complete profile gets the form`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(route);
      await page.getByRole('dialog', { name: '请先登录' }).getByRole('button', { name: '取消' }).click();
      await expect(page).toHaveURL(/\/home$/);

      await logInAs(page, baseURL, 'personal');
      const check = page.waitForRequest((r) => r.url().includes('/n2024/v1_0/Scatt/Job/memberInfo'));
      await page.goto(route);
      await expect(page.getByRole('region', { name: form })).toBeVisible();
      const asked = new URL((await check).url()).searchParams;
      expect([asked.get('id'), asked.get('utype')]).toEqual([String(personal.uid), '2']);
    });
  }

  test('/pclicyForm: a visitor is asked to log in before the form, not told 登录已过期 after filling it in', async ({
    page,
  }) => {
    const save = `/n2024${operation('savePolicyApplyForSubsidy').path}`;
    const calls = apiCalls(page);
    await page.goto('./pclicyForm');
    const dialog = page.getByRole('dialog', { name: '请先登录' });
    await expect(dialog).toBeVisible();
    // Nothing of the form to fill in meanwhile, and nothing sent that could come back as an expired session.
    await expect(page.locator('main [data-section]')).toHaveCount(0);
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
    expect(calls.filter((c) => c.startsWith(save))).toEqual([]);
    await expect(page.getByText(/登录已过期/)).toHaveCount(0);
    await dialog.getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(`${MEMBER}/personal/login`);
  });

  test('/pclicyForm: a personal member with a completed profile fills the application in and sends it', async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, baseURL, 'personal');
    await page.goto('./pclicyForm');
    const form = page.getByRole('region', { name: '政策补贴申请' }).locator('form');
    const policy = answer('queryPolicyPage').data.records[0] as { id: number; title: string };
    await form.getByLabel(forms['forms.field.policy'], { exact: true }).selectOption({ label: policy.title });
    await form.getByLabel(forms['forms.field.applicant'], { exact: true }).fill('李强');
    await form.getByLabel(forms['forms.field.idcard'], { exact: true }).fill('420106198811224510');
    await form.getByLabel(forms['forms.field.mobile'], { exact: true }).fill('13554012345');
    await form.getByLabel(forms['forms.field.companyName']).fill('江城市小蜜蜂家政服务部');
    await form.getByLabel(forms['forms.field.bankAccount']).fill('6222021001012345678');
    await form.getByLabel(forms['forms.field.amountApplied'], { exact: true }).fill('5000');
    await form.getByLabel(forms['forms.field.reason'], { exact: true }).fill('首次创办个体工商户，已正常经营8个月。');
    const sent = page.waitForRequest(
      (r) =>
        r.method() === 'POST' && new URL(r.url()).pathname === `/n2024${operation('savePolicyApplyForSubsidy').path}`,
    );
    await form.getByRole('button', { name: forms['forms.policy.submit'] }).click();
    expect((await sent).postDataJSON()).toMatchObject({ policyId: policy.id, applicantName: '李强', amount: 5000 });
    await expect(form.getByRole('status')).toHaveText(forms['forms.policy.success']);
  });

  test('a visitor who says yes goes to the personal login', async ({ page }) => {
    await page.goto('./arbitration');
    await page.getByRole('dialog', { name: '请先登录' }).getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(`${MEMBER}/personal/login`);
  });

  test('a personal account with an incomplete profile is sent to personal profile completion, seeing no form', async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, baseURL, 'personal');
    await page.route('**/n2024/v1_0/Scatt/Job/memberInfo**', answerWith('incomplete'));
    await page.goto('./odJobs');
    const notice = page.getByRole('alertdialog', { name: '请先完善资料' });
    await expect(notice).toBeVisible();
    await expect(page.locator('main [data-section]')).toHaveCount(0);
    await notice.getByRole('button', { name: '去完善' }).click();
    await expect(page).toHaveURL(`${MEMBER}/personal/refine`);
  });

  test('a company account with an incomplete profile is sent to company profile completion; a complete one gets the form', async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, baseURL, 'company');
    let complete = false;
    await page.route('**/n2024/v1_0/Scatt/Job/memberInfo**', (r) => {
      expect(new URL(r.request().url()).searchParams.get('utype')).toBe('1');
      return r.fulfill({
        json: { code: 200, message: 'success', data: { info: { is_refine: complete ? 1 : 0, utype: 1 } } },
      });
    });
    await page.goto('./signInWork');
    await page.getByRole('alertdialog', { name: '请先完善资料' }).getByRole('button', { name: '去完善' }).click();
    await expect(page).toHaveURL(`${MEMBER}/company/refine`);
    complete = true;
    await page.goto('./signInWork');
    await expect(page.getByRole('region', { name: '发布求职信息' })).toBeVisible();
  });
});

test.describe('links kept to one identity (header and footer)', () => {
  const postDemand = (page: Page) =>
    page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '发需求' });
  const registerResume = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: '登记简历' });

  test('a visitor goes to the member-centre login of the identity', async ({ page }) => {
    await page.goto('./jobSearch');
    await expect(registerResume(page)).toHaveAttribute('href', `${MEMBER}/personal/login`);
    await postDemand(page).click();
    await expect(page).toHaveURL(`${MEMBER}/company/login`);
  });

  test('a personal account is asked to switch for a company link and follows a personal one', async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, baseURL, 'personal');
    await page.goto('./jobSearch');
    await expect(registerResume(page)).toHaveAttribute('href', `${MEMBER}/personal/resume`);
    await postDemand(page).click();
    const dialog = page.getByRole('dialog', { name: '切换身份' });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/jobSearch$/);
    await postDemand(page).click();
    await page.getByRole('dialog', { name: '切换身份' }).getByRole('button', { name: '去切换' }).click();
    await expect(page).toHaveURL(`${MEMBER}/member/switch/company`);
  });

  test('a company account is asked to switch for a personal link and follows a company one', async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, baseURL, 'company');
    await page.goto('./jobSearch');
    await registerResume(page).click();
    await page.getByRole('dialog', { name: '切换身份' }).getByRole('button', { name: '去切换' }).click();
    await expect(page).toHaveURL(`${MEMBER}/member/switch/personal`);
    await page.goto('./jobSearch');
    await postDemand(page).click();
    await expect(page).toHaveURL(`${MEMBER}/company/jobs`);
  });
});
