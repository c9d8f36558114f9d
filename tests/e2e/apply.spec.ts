/**
 * Applying for a job (issue 9 item 1) as people do it: on /jobDetail, on a job card, and at a job fair. A visitor
 * is asked to log in as a person and a company account is offered the switch, both without a request; a personal
 * member confirms, the request leaves once with the job and the caller's identity (spec s7), success and "already
 * applied" are told and the button then shows the applied state; a failure is told and the button works again.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { zh } from '../../src/i18n/messages/apply';
import { answer, operation } from '../support/contract-answers';
import { loginAs, logins } from '../support/e2e-session';
import { answerWith } from '../support/prefer-example';

const MEMBER = 'https://member.jiangcheng.example';
const APPLY = `/n2024${operation('jobApplyAdd').path}`;
const APPLY_AT_FAIR = `/n2024${operation('jobApplyAdd01').path}`;
const job = answer('queryJobById').data as { id: number; jobName: string; companyName: string };

/** The member centre is another site: answer for it, so the way there can be checked. */
test.beforeEach(async ({ page }) => {
  await page.route(`${MEMBER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>会员中心</title><p>会员中心</p>' }),
  );
});

/** Every application that leaves the browser (either operation). */
function applications(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'POST' && (path === APPLY || path === APPLY_AT_FAIR)) sent.push(path);
  });
  return sent;
}

/** The next answer of `path` is the contract's named example. */
const nextAnswer = (page: Page, path: string, example: string) =>
  page.route(`**${path}`, answerWith(example), { times: 1 });

async function openJob(page: Page) {
  await page.goto(`./jobDetail?id=${job.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: job.jobName })).toBeVisible();
  return main;
}

async function confirmApplication(page: Page) {
  const dialog = page.getByRole('dialog', { name: zh['apply.confirmTitle'] });
  await expect(dialog).toContainText(`确认投递 ${job.jobName}（${job.companyName}）？`);
  await dialog.getByRole('button', { name: zh['apply.confirm'] }).click();
}

test('a visitor is asked to log in as a person, and nothing is sent', async ({ page }) => {
  const sent = applications(page);
  const main = await openJob(page);
  await main.getByRole('button', { name: zh['apply.button'] }).click();
  await page.getByRole('dialog', { name: '请先登录' }).getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(`${MEMBER}/personal/login`);
  expect(sent).toEqual([]);
});

test('a company account is told companies cannot apply and offered the switch, and nothing is sent', async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'company', baseURL!);
  const sent = applications(page);
  const main = await openJob(page);
  await main.getByRole('button', { name: zh['apply.button'] }).click();
  const dialog = page.getByRole('dialog', { name: '切换身份' });
  await expect(dialog).toContainText(zh['apply.companyCannotApply']);
  await dialog.getByRole('button', { name: '去切换' }).click();
  await expect(page).toHaveURL(`${MEMBER}/member/switch/personal`);
  expect(sent).toEqual([]);
});

test.describe('as a personal member', () => {
  test.beforeEach(({ context, baseURL }) => loginAs(context, 'personal', baseURL!).then(() => undefined));

  test('applies after confirming: the job and identity leave once, success is told, the job stays applied', async ({
    page,
  }) => {
    const sent = applications(page);
    const main = await openJob(page);
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === APPLY);
    await main.getByRole('button', { name: zh['apply.button'] }).dblclick();
    await confirmApplication(page);
    // The default resume: the contract lists no resumes to choose from (docs/decisions/013).
    expect((await request).postDataJSON()).toEqual({
      jobid: job.id,
      platform: 'web',
      companyid: '',
      companyId: '',
      'user-token': logins.personal.token,
    });
    await expect(main.getByRole('status')).toHaveText(answer('jobApplyAdd').message);
    await expect(main.getByRole('button', { name: zh['apply.done'] })).toBeDisabled();
    expect(sent).toEqual([APPLY]);

    // Away to the employer, whose job cards already know, and back by one of them: still applied, nothing re-sent.
    await main.getByRole('link', { name: job.companyName }).first().click();
    await expect(page).toHaveURL(/\/firmDetail\?id=\d+$/);
    await expect(main.getByRole('button', { name: `${zh['apply.done']}：${job.jobName}` })).toBeDisabled();
    await main.getByRole('link', { name: job.jobName }).first().click();
    await expect(main.getByRole('button', { name: zh['apply.done'] })).toBeDisabled();
    expect(sent).toEqual([APPLY]);
  });

  test('is told plainly when already applied, and the button shows the applied state', async ({ page }) => {
    await nextAnswer(page, APPLY, 'alreadyApplied');
    const main = await openJob(page);
    await main.getByRole('button', { name: zh['apply.button'] }).click();
    await confirmApplication(page);
    await expect(main.getByRole('status')).toHaveText(zh['apply.already']);
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.getByRole('button', { name: zh['apply.done'] })).toBeDisabled();
  });

  test("sees a business error in the server's words, and the button works again", async ({ page }) => {
    const sent = applications(page);
    await nextAnswer(page, APPLY, 'businessError');
    const main = await openJob(page);
    const apply = main.getByRole('button', { name: zh['apply.button'] });
    await apply.click();
    await confirmApplication(page);
    await expect(main.getByRole('alert')).toHaveText(
      `${zh['apply.failed']}：${answer('jobApplyAdd', 'businessError').message}`,
    );
    await expect(apply).toBeEnabled();

    await apply.click();
    await confirmApplication(page);
    await expect(main.getByRole('status')).toHaveText(answer('jobApplyAdd').message);
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect(sent).toEqual([APPLY, APPLY]);
  });

  test('applies by keyboard alone and keeps its place on the page', async ({ page }) => {
    const main = await openJob(page);
    await main.getByRole('button', { name: zh['apply.button'] }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: zh['apply.confirmTitle'] });
    await expect(dialog.getByRole('button', { name: zh['apply.confirm'] })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('button', { name: zh['apply.done'] })).toBeDisabled();
    // The disabled button cannot hold focus: it is kept beside it, not dropped to the top of the page.
    await expect(page.locator(':focus')).toContainText(zh['apply.done']);
  });

  test('applies at a job fair from its exhibitor list, with the fair of the page address', async ({ page }) => {
    const exhibitors = answer('queryJobFairCompanyPage').data.records as {
      companyName: string;
      jobs: { id: number; jobName: string }[];
    }[];
    const [firm, fairJob] = [exhibitors[0]!, exhibitors[0]!.jobs[0]!];
    await page.goto('./fairDetail?id=86');
    const list = page.getByRole('region', { name: '参会企业' });
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === APPLY_AT_FAIR);
    await list.getByRole('button', { name: `${zh['apply.button']}：${fairJob.jobName}` }).click();
    const dialog = page.getByRole('dialog', { name: zh['apply.confirmTitle'] });
    await expect(dialog).toContainText(`确认在本场招聘会投递 ${fairJob.jobName}（${firm.companyName}）？`);
    await dialog.getByRole('button', { name: zh['apply.confirm'] }).click();
    expect((await request).postDataJSON()).toMatchObject({
      jobid: fairJob.id,
      jobFairId: 86,
      'user-token': logins.personal.token,
    });
    await expect(list.getByRole('button', { name: `${zh['apply.done']}：${fairJob.jobName}` })).toBeDisabled();
  });
});
