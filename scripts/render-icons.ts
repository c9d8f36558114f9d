/**
 * Draws the site's icons (public/favicon-32.png, public/apple-touch-icon.png) from the one design below, in
 * Chromium: `npm run icons` after changing it. The icons are PNG, not SVG: a browser decodes an SVG favicon as a
 * document of its own on the page's main thread (with font matching for the glyph), 10–20 ms during every page's
 * start-up on a phone; a PNG costs nothing there (docs/decisions/035).
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../tests/support/chromium';

const design = (radius: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radius}" fill="#0b5cad"/>` +
  `<text x="16" y="22" font-size="16" text-anchor="middle" fill="#fff" font-family="sans-serif">就</text></svg>`;

const icons = [
  // Browser tabs: rounded corners, transparent around them.
  { file: 'public/favicon-32.png', size: 32, radius: 6, transparent: true },
  // Home screens (iOS rounds it itself and wants no transparency).
  { file: 'public/apple-touch-icon.png', size: 180, radius: 0, transparent: false },
];

const browser = await chromium.launch(chromiumLaunch);
try {
  for (const { file, size, radius, transparent } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>` +
        design(radius),
    );
    await page.screenshot({ path: file, omitBackground: transparent });
    await page.close();
    console.log(`wrote ${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
