#!/usr/bin/env -S npx tsx
// `npm run config:pull -- <portal url>`: brings the config HR published (the public portal.config.json of a running
// portal, e.g. http://localhost:5173/n2024/web/) into pages.config/portal.json, once it passes `config:check`'s
// checks, so developers can commit it and the built-in fallback stays current.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { checkConfigText, CONFIG_FILE } from '../server/config-check/portal-config-check';
import { formatProblem } from '../src/config/portal-config';

/** The published config at `portalUrl`, checked and written to `target`. Throws with the reason otherwise. */
export async function pullConfig(portalUrl: string, target = CONFIG_FILE, fetchImpl = fetch): Promise<number> {
  const url = new URL('portal.config.json', portalUrl.endsWith('/') ? portalUrl : `${portalUrl}/`);
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  const text = await response.text();
  const { config, problems } = checkConfigText(text, url.href);
  if (!config) throw new Error(`${url} has problems:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`);
  return Object.keys(config.pages).length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) {
    console.error('usage: npm run config:pull -- <portal url, e.g. http://localhost:5173/n2024/web/>');
    process.exitCode = 2;
  } else {
    try {
      const pages = await pullConfig(url);
      console.log(`✓ ${CONFIG_FILE}: the published config (${pages} pages); review with git diff, then commit`);
    } catch (error) {
      console.error(`✗ ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}
