/**
 * Playwright's `test`, with a page that waits after `goto` and `reload` until the portal answers input. A page the
 * server rendered is readable before its code has even been asked for (decision 030): a click in that moment does
 * nothing, for a test as for a reader. So the page waits for `<html data-hydrated>` (src/renderer/Layout/Layout.tsx),
 * unless JavaScript is off or the page is not a server-rendered portal page (no `#portal-state`). A page that never
 * hydrates (a test of a broken start-up) is acted on as it is after HYDRATE_WAIT_MS.
 */
import { test as base, type Page } from '@playwright/test';

const HYDRATE_WAIT_MS = 10_000;

async function interactive(page: Page) {
  await page
    .waitForFunction(
      () => !document.getElementById('portal-state') || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: HYDRATE_WAIT_MS },
    )
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await interactive(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await interactive(page);
        return response;
      };
    }
    await provide(page);
  },
});
