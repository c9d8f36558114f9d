/**
 * Masked means masked (spec s5, issue 30 item 5, decision 068): the page source a visitor receives (the HTML and the
 * state in it, which crawlers keep) holds no full phone number the screen masks, and no casual-job description, on
 * any route; a member's page still shows both once it has hydrated (its browser asks again with its login).
 */
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { test } from '../support/e2e-test';
import { defaultExampleData } from '../support/contract-examples';
import { loginAs } from '../support/e2e-session';
import { addressesOf } from '../support/route-addresses';

const root = join(import.meta.dirname, '../..');
const config = JSON.parse(readFileSync(join(root, 'pages.config/portal.json'), 'utf8'));
const contract = parse(readFileSync(join(root, 'openapi/portal.yaml'), 'utf8'));

/**
 * The numbers the portal shows in full to everyone, as the services' own public lines: the centre's service phones,
 * the district guidance lines, the rights organisations' phones, and a number written in a notice's text.
 */
const PUBLIC_NUMBERS_IN = new Set([
  'homeConfigIndex',
  'queryGuideMobileByPage',
  'queryOrganization',
  'queryNoticeById',
]);
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** Every 11-digit mobile number in the mock's answers (the contract's examples), by whether it is a public line. */
function mockMobiles() {
  const found = { public: new Set<string>(), all: new Set<string>() };
  const walk = (value: unknown, into: Set<string>) => {
    if (typeof value === 'string') for (const m of value.match(MOBILE) ?? []) into.add(m);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v, into);
  };
  for (const item of Object.values<any>(contract.paths))
    for (const op of Object.values<any>(item)) {
      const examples = op?.responses?.['200']?.content?.['application/json']?.examples ?? {};
      for (const example of Object.values<any>(examples)) {
        walk(example.value, found.all);
        if (PUBLIC_NUMBERS_IN.has(op.operationId)) walk(example.value, found.public);
      }
    }
  return [...found.all].filter((m) => !found.public.has(m));
}

const hidden = mockMobiles();
const casualJobs: { content: string; mobile: string }[] = defaultExampleData('get', '/v1_0/scatt/Job/index').items;
/** A description as it would appear in the page: its text, in the markup or the state's JSON. */
const descriptionMark = (content: string) => content.replace(/<[^>]*>/g, '').slice(0, 12);

const addresses = Object.values<any>(config.pages).flatMap((page) =>
  addressesOf(page).map((search) => `${page.route}${search}`),
);

test('the mock serves masked-on-screen mobiles and casual-job descriptions for the search to look for', () => {
  expect(hidden.length).toBeGreaterThan(10);
  expect(casualJobs.length).toBeGreaterThan(0);
  for (const job of casualJobs) expect(hidden).toContain(job.mobile);
});

test("no route's page source holds a full phone number the screen masks, or a casual job's description", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const leaks: string[] = [];
  for (const address of addresses) {
    const response = await request.get(`.${address}`);
    const source = await response.text();
    for (const number of source.match(MOBILE) ?? []) if (hidden.includes(number)) leaks.push(`${address}: ${number}`);
    for (const job of casualJobs)
      if (source.includes(descriptionMark(job.content))) leaks.push(`${address}: "${descriptionMark(job.content)}"`);
  }
  expect(leaks).toEqual([]);
});

test("the home page's state keeps the casual workers' own descriptions (s5 hides only the jobs')", async ({
  request,
}) => {
  const source = await (await request.get('./home')).text();
  const workers: { content: string }[] = defaultExampleData('get', '/v1_0/scatt/Work/index').items;
  expect(source).toContain(descriptionMark(workers[0]!.content));
  // And the casual jobs themselves are there, masked as the screen shows them.
  const [job] = casualJobs;
  expect(source).toContain(`${job!.mobile.slice(0, 3)}****${job!.mobile.slice(-4)}`);
});

test("a member's home page shows the casual jobs' full phones and descriptions once hydrated", async ({
  page,
  context,
  baseURL,
}) => {
  await loginAs(context, 'personal', baseURL!);
  await page.goto('./home');
  const [job] = casualJobs;
  const section = page.locator('[data-section="scattJobs"]');
  await section.scrollIntoViewIfNeeded(); // (a section far down hydrates as it comes near: decision 039)
  await expect(section.getByText(job!.mobile)).toBeVisible();
  await expect(section.getByText(descriptionMark(job!.content))).toBeVisible();
});
