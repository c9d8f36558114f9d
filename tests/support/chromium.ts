import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium where there is one (CI and these machines); otherwise the browser that
// `npx playwright install chromium` fetched, as on an ordinary developer machine.
const systemChromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumLaunch: LaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
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
