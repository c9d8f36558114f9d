// The servers a bench run needs, on free loopback ports, each with its close(): the portal's production build
// served the way `node scripts/start.mjs --preview` serves dist/ (Vite preview, with its compression, proxying
// /n2024 to the embedded Prism mock), and the render harness build (bench/harness, cross-origin isolated).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createLogger, preview } from 'vite';
import { startMock } from '../mock-server/server.mjs';
import { freePort } from '../mock-server/free-port.mjs';
import { ROOT } from './util.mjs';

/**
 * Vite's preview() sets NODE_ENV=production in this process, and Prism (started by the mock, inheriting the
 * environment) fails to start under it: keep the environment as it was.
 */
async function quietPreview(options) {
  const saved = process.env.NODE_ENV;
  try {
    return await preview(options);
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

/** Vite's logger without the proxy's websocket resets, which every browser that quits with the QR socket open causes. */
function quietLogger() {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (msg, options) => (/ws proxy/.test(msg) ? undefined : error(msg, options));
  return logger;
}

/**
 * The portal built into `outDir`, with the mock backend behind it, and the studio's service on an embedded store of
 * its own (`studioDataDir`: the bench adds its editor there, never to a checkout's .studio/ or a DATABASE_URL's).
 */
export async function startPortal(outDir) {
  const mock = await startMock({ port: await freePort(), log: false });
  const { API_TARGET, STUDIO_DATA_DIR, DATABASE_URL } = process.env;
  const saved = { API_TARGET, STUDIO_DATA_DIR, DATABASE_URL };
  const studioDataDir = join(tmpdir(), `n2024-bench-${process.pid}`, 'store');
  // The bench measures the config of the repository, never one published into a checkout's .studio/.
  process.env.STUDIO_CONFIG_FILE ??= join(tmpdir(), `n2024-bench-${process.pid}`, 'portal.config.json');
  process.env.API_TARGET = mock.url; // read by vite.config.ts when preview() loads it
  // Read by the studio's service (scripts/vite-plugin-studio-api.ts) as preview() starts it.
  process.env.STUDIO_DATA_DIR = studioDataDir;
  process.env.DATABASE_URL = '';
  let server;
  try {
    const port = await freePort();
    server = await quietPreview({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      customLogger: quietLogger(),
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1' },
    });
    const base = `http://127.0.0.1:${port}/n2024/web`;
    return {
      base,
      mockUrl: mock.url,
      studioDataDir,
      close: async () => {
        await Promise.allSettled([server.close(), mock.close()]);
        // (An embedded store is some 40 MB.)
        rmSync(studioDataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await mock.close();
    throw e;
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

/** The render harness (built by bench/harness/vite.config.ts into bench/out/harness). */
export async function startHarness() {
  const port = await freePort();
  const server = await quietPreview({
    configFile: join(ROOT, 'bench/harness/vite.config.ts'),
    logLevel: 'warn',
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/**
 * The production stack as deploy/ runs it (issue 11): scripts/serve-nginx.mjs with the build in `outDir` (and its
 * server renderer in `${outDir}-ssr`): nginx with the micro-cache in front of the portal server, against the mock
 * or `apiTarget`. `base` goes through nginx, `direct` straight to the portal server (no cache). `root` is the checkout
 * whose scripts/serve-nginx.mjs, deploy/ and build (outDir relative to it) are served: another commit's, for a
 * comparison (compare.mjs).
 */
export async function startProduction(outDir, { apiTarget, root = ROOT } = {}) {
  const [port, portalPort, mockPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/serve-nginx.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_PORT: String(portalPort),
      MOCK_PORT: String(mockPort),
      DIST_DIR: outDir,
      ...(apiTarget ? { API_TARGET: apiTarget } : {}),
    },
  });
  const base = `http://127.0.0.1:${port}/n2024/web`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/favicon-32.png`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 300 || child.exitCode !== null) throw new Error('the production stack did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    direct: `http://127.0.0.1:${portalPort}/n2024/web`,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
