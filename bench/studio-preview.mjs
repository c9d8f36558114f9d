// The studio's edit-to-preview time (issue 10: "an edit shows in the preview within 300 ms"): the built
// studio/preview.html in a same-origin frame, sent 20 edits of the home config as the studio sends them, each timed
// from the post to the preview's "rendered" answer (after React committed it; data the edit asks for arrives later).
/* global document, location, performance, addEventListener, removeEventListener, structuredClone */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, ROOT } from './util.mjs';

export async function runStudioPreviewBench({ base, edits = 20 }) {
  const config = JSON.parse(readFileSync(join(ROOT, 'pages.config/portal.json'), 'utf8'));
  const browser = await chromium.launch({
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    args: [...CHROME_FLAGS, '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // A same-origin parent for the preview frame (any document of the portal's origin will do).
    await page.goto(`${base}/portal.config.json`);
    return await page.evaluate(
      async ({ config, edits, src }) => {
        const frame = document.createElement('iframe');
        frame.style.width = '1366px';
        frame.style.height = '900px';
        frame.src = src;
        document.body.append(frame);
        const next = (type, seq) =>
          new Promise((resolve) => {
            const on = (e) => {
              if (e.data?.type === type && (seq === undefined || e.data.seq === seq)) {
                removeEventListener('message', on);
                resolve(performance.now());
              }
            };
            addEventListener('message', on);
          });
        await next('studio:ready');
        const send = (seq, draft) =>
          frame.contentWindow.postMessage(
            { type: 'studio:draft', seq, config: draft, pageId: 'home', route: '/home' },
            location.origin,
          );
        const first = next('studio:rendered', 0);
        send(0, config);
        await first;
        await new Promise((r) => setTimeout(r, 1500)); // the home page's data arrives
        const jobs = config.pages.home.sections.findIndex((s) => s.id === 'jobs');
        const times = [];
        for (let i = 1; i <= edits; i++) {
          const draft = structuredClone(config);
          const section = draft.pages.home.sections[jobs];
          if (i % 2) section.title = { 'zh-CN': `最新职位 ${i}`, en: `Newest jobs ${i}` };
          else section.show = 1 + (i % 9);
          const rendered = next('studio:rendered', i);
          const sent = performance.now();
          send(i, draft);
          times.push((await rendered) - sent);
          await new Promise((r) => setTimeout(r, 100));
        }
        return times;
      },
      { config, edits, src: `${base}/studio/preview.html` },
    );
  } finally {
    await browser.close();
  }
}
