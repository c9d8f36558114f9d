/**
 * Readable without JavaScript (issue 11): the server's HTML alone lists jobs, pages through them with links,
 * filters them with a plain GET form, and opens a job, whose page reads in full.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { defaultExampleData } from '../support/contract-examples';
import { shownText } from '../support/section-marks';

test.use({ javaScriptEnabled: false });

// (Job names may carry markup such as <b>: a reader sees their text.)
const jobs = (
  defaultExampleData('get', '/api/web/queryJobListByPage').records as { id: number; jobName: string }[]
).map((j) => ({ ...j, jobName: shownText(j.jobName) }));
const job = defaultExampleData('get', '/api/web/queryJobById');

test('a job list reads, pages, filters by keyword and opens a job with JavaScript off', async ({ page }) => {
  await page.goto('./jobSearch');
  const list = page.locator('[data-section="jobs"]');
  await expect(list.getByText(jobs[1]!.jobName).first()).toBeVisible();

  // Page 2 through its link: a full page load of the list's address at page 2.
  await list.getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/jobSearch\?page=2$/);
  await expect(page.locator('[data-section="jobs"]').getByRole('link', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The keyword filter as a GET form: the address names the keyword and starts again at page 1.
  const filters = page.locator('[data-section="jobs"]').getByRole('search');
  await filters.getByLabel('关键词').fill('焊工');
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/\/jobSearch\?keywords=%E7%84%8A%E5%B7%A5/);
  await expect(page.locator('[data-section="jobs"]').getByLabel('关键词')).toHaveValue('焊工');
  await expect(
    page
      .locator('[data-section="jobs"]')
      .getByText(jobs[0]!.jobName.replace(/^<[^>]*>/, ''))
      .first(),
  ).toBeVisible();

  // A job opens from its link and its page reads in full.
  await page.goto('./jobSearch');
  await page.locator('[data-section="jobs"]').getByRole('link', { name: jobs[2]!.jobName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/jobDetail\\?id=${jobs[2]!.id}$`));
  await expect(page.getByRole('main')).toContainText(job.jobName);
  await expect(page.getByRole('main')).toContainText(job.companyName);
});

test('the header search works as a plain form without JavaScript', async ({ page }) => {
  await page.goto('./home');
  const search = page.getByRole('banner').getByRole('search');
  await search.getByRole('searchbox').fill('会计');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/jobSearch\?keywords=%E4%BC%9A%E8%AE%A1$/);
  await expect(page.locator('[data-section="jobs"]').getByLabel('关键词')).toHaveValue('会计');
});
