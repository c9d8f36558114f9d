/**
 * Requests held back until the test lets them go: what a page shows while a call or a chunk of code has not come
 * back (the loading overlay, the QR frame before its link, a form typed into before its code). Resolves to the release.
 */
import type { Page } from '@playwright/test';

export async function holdRequests(page: Page, glob: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
