/**
 * Playwright's `test`, with a page that waits after `goto` and `reload` until the portal answers input. A page the
 * server rendered is readable before its code has even been asked for (decision 030): a click in that moment does
 * nothing, for a test as for a reader. So the page waits, unless JavaScript is off or the page is not a
 * server-rendered portal page (no `#portal-state`):
 * - for `<html data-hydrated>` (src/renderer/Layout/Layout.tsx): the page around the sections has hydrated;
 * - for `#main[data-scroll-ready]`: the page's scroll is settled (Layout sets it 50 ms after drawing the page);
 * - for the sections due now (near the screen, not waiting for the reader's act) to have hydrated too: each does so in
 *   a task of its own, at React's lowest priority, and then draws again with what only the browser knows (a member's
 *   phone number in full, decision 063);
 * - for the browser's first idle moment, once those draws are done.
 * A press in between would hydrate its section in the press and could move the button from under the pointer: the
 * press's `pointerup` then lands beside it, and nothing is clicked (decision 100). A page that never hydrates (a test
 * of a broken start-up) is acted on as it is after HYDRATE_WAIT_MS.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { NEAR_PX } from '../../src/renderer/page-code';
import { unhydratedSections } from './hydration-watch';

const HYDRATE_WAIT_MS = 10_000;
const IDLE_WAIT_MS = 2_000;
const POLL_MS = 20;

async function interactive(page: Page) {
  const serverRendered = await page
    .waitForFunction(
      () => !document.getElementById('portal-state') || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: HYDRATE_WAIT_MS },
    )
    .then(() => page.evaluate(() => document.getElementById('portal-state') !== null))
    .catch(() => false);
  if (!serverRendered) return;
  // The page's scroll settled: Layout sets it (the top, or a kept page's last place) 50 ms after it is drawn, and a
  // scroll made before would be undone (ci30: a section scrolled into view was sent back below the screen).
  await page
    .waitForFunction(() => document.querySelector('#main[data-scroll-ready]') !== null, undefined, {
      timeout: HYDRATE_WAIT_MS,
    })
    .catch(() => undefined);
  // Asked from here, a function at a time: the page's CSP refuses a predicate given as a string.
  await expect
    .poll(() => page.evaluate(unhydratedSections, { dueWithin: NEAR_PX }).catch(() => []), {
      timeout: HYDRATE_WAIT_MS,
      intervals: [POLL_MS],
    })
    .toEqual([])
    .catch(() => undefined);
  await page
    .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })))
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
