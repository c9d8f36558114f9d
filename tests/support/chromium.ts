import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// The runner sees the command line; its workers inherit this variable, not the flags (decision 102).
process.env.E2E_HEADED ??=
  ['--headed', '--debug', '--ui'].some((flag) => process.argv.includes(flag)) || process.env.PWDEBUG ? '1' : '';

/**
 * The browser the tests run in (decision 102): CHROME_PATH when set; else, for a headless run, Debian's headless shell
 * (package chromium-headless-shell: Chromium without the browser around the page, what Playwright's own headless runs
 * use; a page load costs a third less processor than /usr/bin/chromium in its headless mode); else Debian's Chromium
 * (a headed run, or no shell installed); else the one `npx playwright install chromium` fetched, as on an ordinary
 * developer machine.
 */
const executablePath = [
  process.env.CHROME_PATH,
  process.env.E2E_HEADED ? undefined : '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
].find((path) => path !== undefined && existsSync(path));

export const chromiumLaunch: LaunchOptions = {
  executablePath,
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--disable-quic',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  ],
};
