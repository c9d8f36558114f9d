// The studio's edit-to-preview time as an HR editor meets it (issue 21: "time from an edit to the preview at 1366,
// median of 20, ≤ 300 ms"): the whole built studio in a 1366 × 900 window, signed in, the preview at its desktop
// width (1366 CSS px, scaled to the column); each run types a new page size into 最新职位's form and is timed from
// that input event to the preview's `studio:rendered` for the draft it caused (the preview says so after React has
// committed it; the data the new size asks for arrives later). The studio's own work is inside: the store, the
// checker, the forms, the 30 ms pause before the preview is sent a draft, the message and the preview's render.
/* global document, performance, addEventListener, HTMLInputElement, Event */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, ROOT } from './util.mjs';

const EDITOR = { name: 'bench-editor', password: 'bench-editor-secret-1' };
/** Edits before the timed ones (the first draws load code and data once). */
const WARM_UP = 2;

/** The bench's editor account in the studio service's store (`npm run studio:user`'s code path, over its socket). */
function addEditor(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['server/studio/user-cli.ts', 'add', EDITOR.name, '--role', 'editor', '--no-forced-change'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', STUDIO_DATA_DIR: dataDir },
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let said = '';
    child.stderr.on('data', (d) => (said += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`studio:user add ${EDITOR.name} failed: ${said}`)),
    );
    child.stdin.end(`${EDITOR.password}\n`);
  });
}

/** `runs` timings in ms, and what was edited. `studioDataDir`: the store of the studio service behind `base`. */
export async function runStudioEditBench({ base, studioDataDir, runs = 20 }) {
  await addEditor(studioDataDir);
  const config = JSON.parse(readFileSync(join(ROOT, 'pages.config/portal.json'), 'utf8'));
  const jobs = config.pages.home.sections.findIndex((s) => s.id === 'jobs');
  const field = `field:/pages/home/sections/${jobs}/pageSize`;
  const browser = await chromium.launch({
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    args: [...CHROME_FLAGS, '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  try {
    const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });
    await page.goto(`${base}/studio/`);
    await page.getByLabel('账号').fill(EDITOR.name);
    await page.getByLabel('密码').fill(EDITOR.password);
    await page.getByRole('button', { name: '登录' }).click();
    const preview = page.frameLocator('iframe[title="页面预览"]');
    await preview.locator('[data-section="jobs"] ul li').first().waitFor({ timeout: 30_000 });
    const pressed = await page.getByRole('button', { name: '电脑 1366' }).getAttribute('aria-pressed');
    if (pressed !== 'true') throw new Error('the preview is not at its desktop width (电脑 1366 not pressed)');
    await page.getByRole('list', { name: '顺序' }).getByRole('button', { name: '最新职位' }).first().click();
    await page.locator(`[id="${field}"]`).waitFor();
    const times = await page.evaluate(
      async ({ field, jobs, runs, warmUp }) => {
        const input = document.getElementById(field);
        const frame = document.querySelector('iframe[title="页面预览"]');
        // Which draft carried which page size: the studio's messages to the preview, read as they are sent.
        const win = frame.contentWindow;
        const send = win.postMessage.bind(win);
        const sentSeq = new Map();
        win.postMessage = (message, ...rest) => {
          if (message?.type === 'studio:draft')
            sentSeq.set(message.config.pages.home.sections[jobs].pageSize, message.seq);
          return send(message, ...rest);
        };
        const rendered = new Map();
        const waiting = new Set();
        addEventListener('message', (e) => {
          if (e.source !== win || e.data?.type !== 'studio:rendered') return;
          rendered.set(e.data.seq, performance.now());
          waiting.forEach((check) => check());
        });
        const drawn = (size) =>
          new Promise((resolve) => {
            const check = () => {
              const seq = sentSeq.get(size);
              if (seq === undefined || !rendered.has(seq)) return;
              waiting.delete(check);
              resolve(rendered.get(seq));
            };
            waiting.add(check);
          });
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const times = [];
        for (let i = 0; i < runs + warmUp; i++) {
          // 3 to 9 in turn: each a new value, none the page's 9 at the start.
          const size = 3 + (i % 7);
          sentSeq.delete(size);
          const done = drawn(size);
          const typed = performance.now();
          setValue.call(input, String(size));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          const at = await done;
          if (i >= warmUp) times.push(at - typed);
          // An editor reads the preview before the next change (and the data of this one arrives).
          await new Promise((r) => setTimeout(r, 400));
        }
        return times;
      },
      { field, jobs, runs, warmUp: WARM_UP },
    );
    return { times, warmUp: WARM_UP, edit: `最新职位 每页条数 (${field})`, window: '1366 × 900', previewWidth: 1366 };
  } finally {
    await browser.close();
  }
}
