/**
 * Signing up for a course and taking part in job fairs (issue 9 item 2), as people do it. For each action: a visitor
 * is asked to log in as the identity it needs, the other identity is told why and offered the switch, both without
 * a request; the right identity's request leaves once (a double click too) carrying what was typed or chosen and
 * the caller's identity (spec s7), success is told and the page shows the done state; a refusal is told in the
 * server's words with the input kept. A fair that is over offers nothing to register for.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { zh } from '../../src/i18n/messages/signup';
import { answer, operation } from '../support/contract-answers';
import { loginAs, logins } from '../support/e2e-session';
import { answerWith } from '../support/prefer-example';
import { clientRendered } from '../support/client-rendered';

const MEMBER = 'https://member.jiangcheng.example';
const SIGN_UP = `/n2024${operation('schoolSignUp').path}`;
const REGISTER = `/n2024${operation('addJobfairCompany').path}`;
const JOIN = `/n2024${operation('joinOnlineJobfair').path}`;
const course = answer('schoolDetail').data.info as { id: number; major_name: string };
const fair = answer('queryJobFairById').data as { id: number; title: string };
const online = answer('queryOnlineJobFairById').data as { id: number; title: string };
const jobs = answer('companyJobsIndex').data.items as { id: number; jobName: string }[];
const [first, second] = jobs as [(typeof jobs)[0], (typeof jobs)[0]];
const companyId = logins.company.company as number;
const courseDialog = `报名：${course.major_name}`;

/** The member centre is another site: answer for it, so the way there can be checked. */
test.beforeEach(async ({ page }) => {
  await page.route(`${MEMBER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>会员中心</title><p>会员中心</p>' }),
  );
});

/** Every POST to `path` that leaves the browser. */
function posts(page: Page, path: string) {
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) sent.push(r.postDataJSON());
  });
  return sent;
}

/** The next answer of `path` is the contract's named example. */
const nextAnswer = (page: Page, path: string, example: string) =>
  page.route((url) => url.pathname === path, answerWith(example), { times: 1 });

/**
 * The mock's fairs are dated: move the one `operationId` answers `days` from now (next week: it still takes part;
 * last month: it is over). A request the page itself gave up (a duplicate it aborted) is let go.
 */
async function fairIn(page: Page, operationId: string, days: number) {
  // The fair's dates are moved in the browser's answer: the page is drawn by the browser (its own call).
  await clientRendered(page);
  const path = `/n2024${operation(operationId).path}`;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.json();
        const start = Math.floor(Date.now() / 1000) + days * 86400;
        await route.fulfill({
          response,
          json: { ...body, data: { ...body.data, holddateStart: start, holddateEnd: start + 8 * 3600 } },
        });
      } catch {
        await route.abort().catch(() => undefined);
      }
    },
  );
}

async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  return main;
}

test.describe('course sign-up (/learnDetail)', () => {
  const openCourse = (page: Page) => open(page, `./learnDetail?id=${course.id}`, course.major_name);

  test('a visitor is asked to log in as a person, and nothing is sent', async ({ page }) => {
    const sent = posts(page, SIGN_UP);
    const main = await openCourse(page);
    await main.getByRole('button', { name: zh['signup.course.button'] }).click();
    await page.getByRole('dialog', { name: '请先登录' }).getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(`${MEMBER}/personal/login`);
    expect(sent).toEqual([]);
  });

  test('a company account is told why and offered the switch, and nothing is sent', async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAs(context, 'company', baseURL!);
    const sent = posts(page, SIGN_UP);
    const main = await openCourse(page);
    await main.getByRole('button', { name: zh['signup.course.button'] }).click();
    const dialog = page.getByRole('dialog', { name: '切换身份' });
    await expect(dialog).toContainText(zh['signup.course.switch']);
    await dialog.getByRole('button', { name: '去切换' }).click();
    await expect(page).toHaveURL(`${MEMBER}/member/switch/personal`);
    expect(sent).toEqual([]);
  });

  test.describe('as a personal member', () => {
    test.beforeEach(({ context, baseURL }) => loginAs(context, 'personal', baseURL!).then(() => undefined));

    test('signs up once with what was typed, is told so, and the button says 已报名', async ({ page }) => {
      const sent = posts(page, SIGN_UP);
      const main = await openCourse(page);
      await main.getByRole('button', { name: zh['signup.course.button'] }).click();
      const dialog = page.getByRole('dialog', { name: courseDialog });
      // The mobile the login gave is filled in.
      await expect(dialog.getByLabel('手机号码', { exact: true })).toHaveValue(logins.personal.mobile);
      await dialog.getByLabel('姓名', { exact: true }).fill('  李强 ');
      await dialog.getByLabel('身份证号码', { exact: true }).fill('42010619881122451x');
      const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SIGN_UP);
      await dialog.getByRole('button', { name: zh['signup.course.submit'] }).dblclick();
      expect((await request).postDataJSON()).toEqual({
        majorId: course.id,
        fullname: '李强',
        idcard: '42010619881122451X',
        mobile: logins.personal.mobile,
        platform: 'web',
        companyid: '',
        companyId: '',
        'user-token': logins.personal.token,
      });
      await expect(main.getByRole('status').filter({ hasText: zh['signup.course.success'] })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(main.getByRole('button', { name: zh['signup.course.done'] })).toBeDisabled();
      expect(sent).toHaveLength(1);
    });

    test("a refusal is told in the server's words and keeps what was typed, also after reopening", async ({ page }) => {
      await nextAnswer(page, SIGN_UP, 'profileIncomplete');
      const main = await openCourse(page);
      await main.getByRole('button', { name: zh['signup.course.button'] }).click();
      const dialog = page.getByRole('dialog', { name: courseDialog });
      await dialog.getByLabel('姓名', { exact: true }).fill('李强');
      await dialog.getByLabel('身份证号码', { exact: true }).fill('420106198811224510');
      await dialog.getByRole('button', { name: zh['signup.course.submit'] }).click();
      await expect(dialog.getByRole('alert')).toContainText(answer('schoolSignUp', 'profileIncomplete').message);
      await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue('李强');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await main.getByRole('button', { name: zh['signup.course.button'] }).click();
      await expect(dialog.getByLabel('身份证号码', { exact: true })).toHaveValue('420106198811224510');
      await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue('李强');
    });
  });
});

test.describe('company registration for an on-site fair (/fairDetail)', () => {
  const openFair = (page: Page) => open(page, `./fairDetail?id=${fair.id}`, fair.title);
  test.beforeEach(({ page }) => fairIn(page, 'queryJobFairById', 7));

  test('a visitor is asked to log in as a company, and nothing is sent', async ({ page }) => {
    const sent = posts(page, REGISTER);
    const main = await openFair(page);
    await main.getByRole('button', { name: zh['signup.fair.button'] }).click();
    await page.getByRole('dialog', { name: '请登录企业账号' }).getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(`${MEMBER}/company/login`);
    expect(sent).toEqual([]);
  });

  test('a personal account is offered the switch to a company, and nothing is sent', async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAs(context, 'personal', baseURL!);
    const sent = posts(page, REGISTER);
    const main = await openFair(page);
    await main.getByRole('button', { name: zh['signup.fair.button'] }).click();
    const dialog = page.getByRole('dialog', { name: '切换身份' });
    await expect(dialog).toContainText(zh['signup.fair.switch']);
    await dialog.getByRole('button', { name: '去切换' }).click();
    await expect(page).toHaveURL(`${MEMBER}/member/switch/company`);
    expect(sent).toEqual([]);
  });

  test.describe('as a company', () => {
    test.beforeEach(({ context, baseURL }) => loginAs(context, 'company', baseURL!).then(() => undefined));

    test('registers once with the jobs chosen, is told to wait for review, and the page says 已报名参会', async ({
      page,
    }) => {
      const sent = posts(page, REGISTER);
      const main = await openFair(page);
      await main.getByRole('button', { name: zh['signup.fair.button'] }).click();
      const dialog = page.getByRole('dialog', { name: zh['signup.fair.title'] });
      await dialog.getByRole('checkbox', { name: new RegExp(first.jobName) }).check();
      await dialog.getByRole('checkbox', { name: new RegExp(second.jobName) }).check();
      const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === REGISTER);
      await dialog.getByRole('button', { name: zh['signup.fair.submit'] }).dblclick();
      expect((await request).postDataJSON()).toEqual({
        jobFairId: fair.id,
        companyId,
        jobIds: [first.id, second.id],
        platform: 'web',
        companyid: String(companyId),
      });
      await expect(main.getByRole('status').filter({ hasText: zh['signup.fair.success'] })).toBeVisible();
      await expect(main.getByRole('button', { name: zh['signup.fair.done'] })).toBeDisabled();
      expect(sent).toHaveLength(1);
    });

    test('a refusal is told and the chosen jobs stay chosen', async ({ page }) => {
      await nextAnswer(page, REGISTER, 'businessError');
      const main = await openFair(page);
      await main.getByRole('button', { name: zh['signup.fair.button'] }).click();
      const dialog = page.getByRole('dialog', { name: zh['signup.fair.title'] });
      await dialog.getByRole('checkbox', { name: new RegExp(second.jobName) }).check();
      await dialog.getByRole('button', { name: zh['signup.fair.submit'] }).click();
      await expect(dialog.getByRole('alert')).toContainText(answer('addJobfairCompany', 'businessError').message);
      await expect(dialog.getByRole('checkbox', { name: new RegExp(second.jobName) })).toBeChecked();
      await page.keyboard.press('Escape');
      await expect(main.getByRole('button', { name: zh['signup.fair.button'] })).toBeEnabled();
    });
  });
});

test('"already registered" (code 409) is told in its words and the fair shows as registered', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'company', baseURL!);
  await fairIn(page, 'queryJobFairById', 7);
  await nextAnswer(page, REGISTER, 'alreadyRegistered');
  const main = await open(page, `./fairDetail?id=${fair.id}`, fair.title);
  await main.getByRole('button', { name: zh['signup.fair.button'] }).click();
  const dialog = page.getByRole('dialog', { name: zh['signup.fair.title'] });
  await dialog.getByRole('checkbox', { name: new RegExp(first.jobName) }).check();
  await dialog.getByRole('button', { name: zh['signup.fair.submit'] }).click();
  await expect(dialog).toBeHidden();
  await expect(
    main.getByRole('status').filter({ hasText: answer('addJobfairCompany', 'alreadyRegistered').message }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: zh['signup.fair.done'] })).toBeDisabled();
});

test('a fair that is over says so instead of offering registration', async ({ page, context, baseURL }) => {
  await loginAs(context, 'company', baseURL!);
  await fairIn(page, 'queryJobFairById', -30);
  const main = await open(page, `./fairDetail?id=${fair.id}`, fair.title);
  await expect(main.getByText(zh['signup.fair.ended'])).toBeVisible();
  await expect(main.getByRole('button', { name: zh['signup.fair.button'] })).toHaveCount(0);
});

test.describe('joining an online fair (/fairDetailOnline)', () => {
  const openOnline = (page: Page) => open(page, `./fairDetailOnline?id=${online.id}`, online.title);
  test.beforeEach(({ page }) => fairIn(page, 'queryOnlineJobFairById', 7));

  test('a visitor is asked to log in, and nothing is sent', async ({ page }) => {
    const sent = posts(page, JOIN);
    const main = await openOnline(page);
    await main.getByRole('button', { name: zh['signup.online.button'] }).click();
    await page.getByRole('dialog', { name: '请先登录' }).getByRole('button', { name: '去登录' }).click();
    await expect(page).toHaveURL(`${MEMBER}/personal/login`);
    expect(sent).toEqual([]);
  });

  test('a person confirms and joins once with the default resume; the page says 已参会', async ({
    page,
    context,
    baseURL,
  }) => {
    await loginAs(context, 'personal', baseURL!);
    const sent = posts(page, JOIN);
    const main = await openOnline(page);
    await main.getByRole('button', { name: zh['signup.online.button'] }).dblclick();
    const confirm = page.getByRole('dialog', { name: zh['signup.online.title'] });
    await expect(confirm).toContainText(zh['signup.online.confirmMessage']);
    expect(sent).toEqual([]);
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === JOIN);
    await confirm.getByRole('button', { name: zh['signup.online.confirm'] }).click();
    expect((await request).postDataJSON()).toEqual({
      jobFairId: online.id,
      platform: 'web',
      companyid: '',
      companyId: '',
    });
    await expect(main.getByRole('status').filter({ hasText: zh['signup.online.success'] })).toBeVisible();
    await expect(main.getByRole('button', { name: zh['signup.online.done'] })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  test('a company joins once with the jobs it chose; the page says 已参会', async ({ page, context, baseURL }) => {
    await loginAs(context, 'company', baseURL!);
    const sent = posts(page, JOIN);
    const main = await openOnline(page);
    await main.getByRole('button', { name: zh['signup.online.button'] }).click();
    const dialog = page.getByRole('dialog', { name: zh['signup.online.title'] });
    await dialog.getByRole('checkbox', { name: new RegExp(first.jobName) }).check();
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === JOIN);
    await dialog.getByRole('button', { name: zh['signup.online.submit'] }).dblclick();
    expect((await request).postDataJSON()).toEqual({
      jobFairId: online.id,
      jobIds: [first.id],
      platform: 'web',
      companyid: String(companyId),
      companyId: String(companyId),
    });
    await expect(main.getByRole('status').filter({ hasText: zh['signup.online.success'] })).toBeVisible();
    await expect(main.getByRole('button', { name: zh['signup.online.done'] })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  test("a refusal is told in the server's words and the button works again", async ({ page, context, baseURL }) => {
    await loginAs(context, 'personal', baseURL!);
    await nextAnswer(page, JOIN, 'noResume');
    const main = await openOnline(page);
    await main.getByRole('button', { name: zh['signup.online.button'] }).click();
    await page
      .getByRole('dialog', { name: zh['signup.online.title'] })
      .getByRole('button', { name: zh['signup.online.confirm'] })
      .click();
    await expect(main.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      `${zh['signup.online.failed']}：${answer('joinOnlineJobfair', 'noResume').message}`,
    );
    await expect(main.getByRole('button', { name: zh['signup.online.button'] })).toBeEnabled();
  });
});

test.describe('the dialogs pass axe (WCAG 2.1 A and AA)', () => {
  const axe = async (page: Page) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };

  test('the course sign-up form, with its problems shown', async ({ page, context, baseURL }) => {
    await loginAs(context, 'personal', baseURL!);
    const main = await open(page, `./learnDetail?id=${course.id}`, course.major_name);
    await main.getByRole('button', { name: zh['signup.course.button'] }).click();
    const dialog = page.getByRole('dialog', { name: courseDialog });
    // The name may come filled in from the member's info: empty it, so the form has problems to show.
    await dialog.getByLabel('姓名', { exact: true }).clear();
    await dialog.getByRole('button', { name: zh['signup.course.submit'] }).click();
    await expect(dialog.getByLabel('姓名', { exact: true })).toBeFocused();
    await axe(page);
  });

  test("the company's job choice", async ({ page, context, baseURL }) => {
    await loginAs(context, 'company', baseURL!);
    await fairIn(page, 'queryJobFairById', 7);
    const main = await open(page, `./fairDetail?id=${fair.id}`, fair.title);
    await main.getByRole('button', { name: zh['signup.fair.button'] }).click();
    const dialog = page.getByRole('dialog', { name: zh['signup.fair.title'] });
    await dialog.getByRole('button', { name: zh['signup.fair.submit'] }).click();
    await expect(dialog.getByRole('checkbox').first()).toBeFocused();
    await axe(page);
  });
});
