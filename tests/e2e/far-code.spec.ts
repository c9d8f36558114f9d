/**
 * Only the first screen's code (issue 33 item 5, decision 090): on a phone, /home asks for the code of the sections
 * near the screen; a far section's code is asked for when it comes near, and React then hydrates the server's markup
 * in place (the same nodes, never a loading state in between). A click on a far section before its code is here is
 * held and answered once it has hydrated (server-render.spec.ts clicks the news tab that way).
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { watchScripts } from '../support/fetched-scripts';

test("a phone's /home asks for a far section's code only when it comes near, and keeps its markup", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked = watchScripts(page);
  await page.goto('./home');
  await expect(page.locator('#main[data-scroll-ready]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // The first screen's sections came with the page; the friendly links far below did not.
  expect(asked('NoticeList')).toBe(true);
  expect(asked('FriendlyLinks')).toBe(false);

  const links = page.locator('[data-section="links"]');
  const before = await links.evaluate((section) => {
    (window as any).linksFirstChild = section.firstElementChild;
    return section.textContent;
  });
  await links.evaluate((section) => {
    new MutationObserver(() => {
      if (section.querySelector('[role="status"]')) (window as any).linksLoading = true;
    }).observe(section, { childList: true, subtree: true });
    section.scrollIntoView();
  });
  await expect.poll(() => asked('FriendlyLinks')).toBe(true);
  // Hydrated over the server's markup: React owns the same first element, the text never changed on the way.
  await expect
    .poll(() =>
      links.evaluate((section) =>
        Object.keys(section.querySelector('a') ?? {}).some((k) => k.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => Boolean((window as any).linksLoading))).toBe(false);
  expect(await links.evaluate((section) => section.firstElementChild === (window as any).linksFirstChild)).toBe(true);
  expect(await links.textContent()).toBe(before);
});
