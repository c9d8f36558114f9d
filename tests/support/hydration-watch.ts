/**
 * Hydration watched from the first byte (decision 025): the #main element the server sent is kept before any script
 * runs; hydration adopts it, a fresh render would replace it. Sections hydrate near the screen first, the rest when
 * they come near or the reader acts (decision 039).
 */
import { expect, type Page } from '@playwright/test';

/**
 * Which sections of the page React has not taken over (hydrated) yet, in the page: all of them, or (`dueWithin`) those
 * within that many pixels of the window that do not wait for the reader's first act (isDueNow's rule,
 * src/renderer/page-code.ts). A section of the server's markup sits in a Suspense boundary (React's `<!--$-->` marker,
 * which stays after hydration); the first element after it is the section's component, which carries React's fiber
 * once hydrated (the HTML of an article never does). Self-contained: it runs in the page.
 */
export function unhydratedSections({ dueWithin }: { dueWithin?: number }): string[] {
  const due = (section: Element) => {
    if (dueWithin === undefined) return true;
    if (section.hasAttribute('data-waits-for-act')) return false;
    const { top, bottom } = section.getBoundingClientRect();
    return top < window.innerHeight + dueWithin && bottom > -dueWithin;
  };
  return [...document.querySelectorAll('[data-section]')]
    .filter((section) => {
      if (!due(section)) return false;
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_COMMENT);
      while (walker.nextNode()) {
        if (walker.currentNode.nodeValue !== '$') continue;
        let next = walker.currentNode.nextSibling;
        while (next && next.nodeType !== Node.ELEMENT_NODE) next = next.nextSibling;
        return next !== null && !Object.keys(next).some((key) => key.startsWith('__reactFiber'));
      }
      return false;
    })
    .map((section) => section.getAttribute('data-section')!);
}

/** Which sections of the page React has not taken over (hydrated) yet. */
export const waitingSections = (page: Page) => page.evaluate(unhydratedSections, {});

/** Before the page loads: keep the #main element the server sent, as it is before any script runs. */
export const keepServerMain = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as any).serverMain = document.getElementById('main');
    }),
  );

/** Every part of the loaded page hydrated, those far below too, and #main still the server's element. */
export async function expectHydrated(page: Page, url: string) {
  await expect(page.locator('#main[data-scroll-ready]')).toBeAttached();
  // The parts far below wait until they come near or the reader acts: a key press is the reader acting.
  await page.keyboard.press('Shift');
  await expect.poll(() => waitingSections(page), url).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('main') === (window as any).serverMain), url).toBe(true);
}
