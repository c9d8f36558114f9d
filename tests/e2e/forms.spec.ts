/**
 * The forms as a logged-in member with a completed profile uses them: field validation with the patterns of spec
 * s5; a valid submission, checked in the request that left the browser (numbers as numbers, dates as epoch seconds,
 * trimmed text, the caller's identity of spec s7) and in the confirmation, the form then cleared; and a business
 * error of the server shown with every typed value kept.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/e2e-test';
import { zh } from '../../src/i18n/messages/forms';
import { answer, operation } from '../support/contract-answers';
import { loginAs, logins } from '../support/e2e-session';
import { answerWith } from '../support/prefer-example';

// The portal's visitors are in China: dates typed are days there, sent as the epoch seconds of that day's start.
test.use({ timezoneId: 'Asia/Shanghai' });
const SHANGHAI_OFFSET_S = 8 * 3600;

test.beforeEach(async ({ context, baseURL }) => {
  await loginAs(context, 'personal', baseURL!);
});

/** A day `days` after today in Shanghai: as a date field takes it, and as epoch seconds of its start there. */
function dayAhead(days: number) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d + days);
  return { iso: new Date(utcMidnight).toISOString().slice(0, 10), epoch: utcMidnight / 1000 - SHANGHAI_OFFSET_S };
}

// What the forms offer comes from the mock's answers (the contract's first examples); the tests pick from them.
const disputeType = answer('disputeType').data.items[1];
const court = answer('queryOrganization').data.info[1];
const scope = answer('businessScope').data.items[2];
const category = answer('scattWorkCategory').data.items[2];
const policy = answer('queryPolicyPage').data.records[1];
const district = answer('homeClassifyIndex').data[1];
const street = district.children[0];
const community = street.children[0];
const appointment = dayAhead(7);

interface FormCase {
  name: string;
  route: string;
  /** The contract operation the form posts to. */
  operation: string;
  submit: string;
  success: string;
  /** Types and chooses valid values, some with stray spaces or a lower-case x, as people do. */
  fill: (form: Locator) => Promise<void>;
  /** The fields the request must carry for what `fill` typed. */
  sent: Record<string, unknown>;
}

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

async function pickArea(form: Locator, legend: string) {
  const group = form.getByRole('group', { name: legend });
  await group.getByLabel(zh['forms.area.district']).selectOption({ label: district.label });
  await group.getByLabel(zh['forms.area.street']).selectOption({ label: street.label });
  await group.getByLabel(zh['forms.area.community']).selectOption({ label: community.label });
}

async function person(form: Locator, nameLabel: string) {
  await field(form, nameLabel).fill('  李强 ');
  await field(form, zh['forms.field.idcard']).fill('42010619881122451x');
  await field(form, zh['forms.field.mobile']).fill(' 13554012345 ');
}
const personSent = { idcard: '42010619881122451X', mobile: '13554012345' };

const cases: FormCase[] = [
  {
    name: 'arbitration',
    route: '/arbitration',
    operation: 'arbitrationAdd',
    submit: zh['forms.arbitration.submit'],
    success: zh['forms.arbitration.success'],
    fill: async (form) => {
      await person(form, zh['forms.field.fullname']);
      await field(form, zh['forms.field.employer']).fill(' 江城市恒达物流有限公司 ');
      await field(form, zh['forms.field.disputeType']).selectOption({ label: disputeType.name });
      await field(form, zh['forms.field.court']).selectOption({ label: court.org_name });
      await field(form, zh['forms.field.appointmentDate']).fill(appointment.iso);
      await field(form, zh['forms.field.arbitrationFacts']).fill('  2026年6月至8月工资共计16500元未发放。\n');
    },
    sent: {
      fullname: '李强',
      ...personSent,
      company_name: '江城市恒达物流有限公司',
      dispute_type_id: disputeType.id,
      org_id: court.id,
      appointment_time: appointment.epoch,
      facts: '2026年6月至8月工资共计16500元未发放。',
    },
  },
  {
    name: 'supervision, construction (type 1)',
    route: '/supervision?type=1',
    operation: 'supervisionAdd',
    submit: zh['forms.supervision.submit'],
    success: zh['forms.supervision.success'],
    fill: async (form) => {
      await person(form, zh['forms.field.fullname']);
      await field(form, zh['forms.field.owingEmployer']).fill('江城市宏盛建筑劳务有限公司 ');
      await field(form, zh['forms.field.projectName']).fill(' 滨江花园二期');
      await field(form, zh['forms.field.projectAddress']).fill('临江县滨江大道 ');
      await field(form, zh['forms.field.amountOwed']).fill('286000.5');
      await field(form, zh['forms.field.workerNum']).fill('23');
      await field(form, zh['forms.field.arrearsFacts']).fill(' 劳务费至今未结清。 ');
    },
    sent: {
      type: 1,
      fullname: '李强',
      ...personSent,
      company_name: '江城市宏盛建筑劳务有限公司',
      project_name: '滨江花园二期',
      project_address: '临江县滨江大道',
      amount: 286000.5,
      worker_num: 23,
      facts: '劳务费至今未结清。',
    },
  },
  {
    name: 'supervision, other sectors (type 2)',
    route: '/supervision?type=2',
    operation: 'supervisionAdd',
    submit: zh['forms.supervision.submit'],
    success: zh['forms.supervision.success'],
    fill: async (form) => {
      await person(form, zh['forms.field.fullname']);
      await field(form, zh['forms.field.owingEmployer']).fill('江城市味道坊餐饮管理有限公司');
      await field(form, zh['forms.field.businessScope']).selectOption({ label: scope.name });
      await field(form, zh['forms.field.amountOwed']).fill('9600');
      await field(form, zh['forms.field.workerNum']).fill('2');
      await field(form, zh['forms.field.arrearsFacts']).fill('7月、8月工资未发放。');
    },
    sent: {
      type: 2,
      fullname: '李强',
      ...personSent,
      company_name: '江城市味道坊餐饮管理有限公司',
      business_scope_id: scope.id,
      amount: 9600,
      worker_num: 2,
      facts: '7月、8月工资未发放。',
    },
  },
  {
    name: 'casual job',
    route: '/odJobs',
    operation: 'scattJobAdd',
    submit: zh['forms.scattJob.submit'],
    success: zh['forms.scattJob.success'],
    fill: async (form) => {
      await field(form, zh['forms.field.jobName']).fill(' 搬家装卸工2名 ');
      await field(form, zh['forms.field.contact']).fill('李先生');
      await field(form, zh['forms.field.contactMobile']).fill('15972643310');
      await pickArea(form, zh['forms.field.jobDistrict']);
      await field(form, zh['forms.field.jobContent']).fill('周六上午8点开始，约半天，每人260元。 ');
    },
    sent: {
      name: '搬家装卸工2名',
      contact: '李先生',
      mobile: '15972643310',
      district: [district.value, street.value, community.value].join(','),
      content: '周六上午8点开始，约半天，每人260元。',
    },
  },
  {
    name: 'worker seeking work',
    route: '/signInWork',
    operation: 'scattWorkAdd',
    submit: zh['forms.scattWork.submit'],
    success: zh['forms.scattWork.success'],
    fill: async (form) => {
      await field(form, zh['forms.field.fullname']).fill('王师傅 ');
      await field(form, zh['forms.field.category']).selectOption({ label: category.catname });
      await field(form, zh['forms.field.mobile']).fill('13812345678');
      await pickArea(form, zh['forms.field.workDistrict']);
      await field(form, zh['forms.field.workContent']).fill(' 十年水电安装经验，可接家装维修。');
    },
    sent: {
      name: '王师傅',
      category_id: category.id,
      mobile: '13812345678',
      district: [district.value, street.value, community.value].join(','),
      content: '十年水电安装经验，可接家装维修。',
    },
  },
  {
    name: 'policy subsidy',
    route: '/pclicyForm',
    operation: 'savePolicyApplyForSubsidy',
    submit: zh['forms.policy.submit'],
    success: zh['forms.policy.success'],
    fill: async (form) => {
      await field(form, zh['forms.field.policy']).selectOption({ label: policy.title });
      await person(form, zh['forms.field.applicant']);
      await form.getByLabel(zh['forms.field.companyName']).fill(' 江城市小蜜蜂家政服务部 ');
      await form.getByLabel(zh['forms.field.bankAccount']).fill('6222021001012345678');
      await field(form, zh['forms.field.amountApplied']).fill('5000');
      await field(form, zh['forms.field.reason']).fill('首次创办个体工商户，已正常经营8个月。');
    },
    sent: {
      policyId: policy.id,
      applicantName: '李强',
      ...personSent,
      companyName: '江城市小蜜蜂家政服务部',
      bankAccount: '6222021001012345678',
      amount: 5000,
      reason: '首次创办个体工商户，已正常经营8个月。',
    },
  },
];

/** Every value the form holds, in order (text fields, date, selects). */
const valuesOf = (form: Locator) =>
  form.locator('input, select, textarea').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

async function openForm(page: Page, c: FormCase) {
  await page.goto(`.${c.route}`);
  const form = page.getByRole('main').locator('form');
  await expect(form.getByRole('button', { name: c.submit })).toBeVisible();
  return form;
}

/** Presses submit and returns the POST of the operation that left the browser. */
async function submit(page: Page, form: Locator, c: FormCase) {
  const path = `/n2024${operation(c.operation).path}`;
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);
  await form.getByRole('button', { name: c.submit }).click();
  return sent;
}

for (const c of cases) {
  test(`${c.name}: a valid form sends what was typed, confirms and starts empty again`, async ({ page }) => {
    const form = await openForm(page, c);
    await c.fill(form);
    const request = await submit(page, form, c);

    const { token } = logins.personal;
    // Spec s7: platform and company id on every call, user-token in the body of /v1_0 calls, the token as
    // Authorization on calls that are not public. A personal account has no company.
    expect(request.postDataJSON()).toEqual({
      ...c.sent,
      platform: 'web',
      companyid: '',
      companyId: '',
      ...(operation(c.operation).path.includes('/v1_0') ? { 'user-token': token } : {}),
    });
    expect(request.headers()['authorization']).toBe(token);

    await expect(form.getByRole('status')).toHaveText(c.success);
    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    // Cleared: every field empty again, ready for the next appointment or posting.
    await expect.poll(async () => (await valuesOf(form)).filter(Boolean)).toEqual([]);
  });
}

// One failure per family of forms (appointments, casual work, policy): the server's own message, nothing lost.
for (const c of cases.filter((f) => ['arbitration', 'casual job', 'policy subsidy'].includes(f.name))) {
  test(`${c.name}: a business error shows the server's message and keeps every typed value`, async ({ page }) => {
    const { path } = operation(c.operation);
    await page.route(`**/n2024${path}`, answerWith('businessError'), { times: 1 });
    const form = await openForm(page, c);
    await c.fill(form);
    const typed = await valuesOf(form);
    expect(typed.filter(Boolean).length).toBeGreaterThan(3);

    await submit(page, form, c);
    await expect(form.getByRole('alert')).toContainText(answer(c.operation, 'businessError').message);
    await expect(form.getByRole('status')).toHaveText('');
    expect(await valuesOf(form)).toEqual(typed);
  });
}

test('arbitration: validates every field, then points at the first invalid one', async ({ page }) => {
  await page.goto('./arbitration');
  const form = page.getByRole('main').locator('form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: zh['forms.arbitration.submit'] }).click();
  await expect(form.getByRole('alert').filter({ hasText: /项需要修改/ })).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();

  const mobile = field(form, zh['forms.field.mobile']);
  await mobile.fill('1234');
  await mobile.blur();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  const idcard = field(form, zh['forms.field.idcard']);
  await idcard.fill('420102199213450000');
  await idcard.blur();
  await expect(idcard).toHaveAttribute('aria-invalid', 'true');
});

test('supervision type 1 and 2 ask for different facts', async ({ page }) => {
  await page.goto('./supervision?type=1');
  await expect(page.getByRole('main').getByLabel(zh['forms.field.projectName'])).toBeVisible();
  await expect(page.getByRole('main').getByLabel(zh['forms.field.businessScope'])).toHaveCount(0);
  await page.goto('./supervision?type=2');
  await expect(page.getByRole('main').getByLabel(zh['forms.field.businessScope'])).toBeVisible();
  await expect(page.getByRole('main').getByLabel(zh['forms.field.projectName'])).toHaveCount(0);
});
