// @vitest-environment node
// The portal never waits for the studio's store (issue 20): with the database away at start the portal runs, the
// studio's calls answer 503 in words, and the service is tried again until the store answers.
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_FILE } from '../config-check/portal-config-check';
import { freePort } from '../../mock-server/free-port.mjs';
import { log } from '../observe/log';
import { mountStudio } from './studio-mount';

let server: Server | undefined;
let close = async () => {};
afterEach(async () => {
  await close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('the studio inside the portal server', () => {
  it('with the database away: the studio answers 503 and the service is tried again', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const port = await freePort(); // nothing listens there
    const studio = await mountStudio(
      {
        store: { url: `postgres://postgres@127.0.0.1:${port}/portal` },
        configFile: join(mkdtempSync(join(tmpdir(), 'studio-mount-')), 'portal.config.json'),
        seedFile: CONFIG_FILE,
        review: 'required',
        trustedProxies: ['127.0.0.1'],
      },
      100,
    );
    close = studio.close;
    server = createServer((req, res) => studio.handle(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const res = await fetch(
      `http://127.0.0.1:${(server.address() as { port: number }).port}/n2024/web/studio/api/config`,
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as { message: string }).message).toMatch(/cannot reach its store/);
    await expect.poll(() => warn.mock.calls.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    expect(warn.mock.calls[0]!.map(String).join(' ')).toMatch(/not available.*trying again/);
  });
});
