// The bare server (issue 30 item 4, decision 067): /home straight at the portal server, without nginx, as a browser
// is sent it (bytes with br, with gzip and uncompressed, read off the wire), and Lighthouse mobile on it, one fresh
// Chromium per run; medians with their spreads. `npm run bench -- --only=bare-server` runs this part alone.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import { lighthouseOnce } from './lighthouse.mjs';
import { freePort } from '../mock-server/free-port.mjs';
import { kB, ms, OUT, ROOT, summary } from './util.mjs';

/**
 * The portal server built into `outDir` (`${outDir}-server/main.js`), as `npm run serve` runs it, with its embedded
 * mock and a studio store of its own; ready (/readyz) within 3 minutes, which a loaded machine may need. `root` is
 * the checkout whose build it is (outDir relative to it): another commit's, for a comparison (compare.mjs).
 */
export async function startBare(outDir, { root = ROOT } = {}) {
  const [port, mockPort] = [await freePort(), await freePort()];
  const dir = join(tmpdir(), `n2024-bench-bare-${process.pid}-${port}`);
  const child = spawn(process.execPath, [join(root, `${outDir}-server/main.js`)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      DIST_DIR: outDir,
      ACCESS_LOG: 'off',
      STUDIO_CONFIG_FILE: join(dir, 'portal.config.json'),
      STUDIO_DATA_DIR: join(dir, 'store'),
      DATABASE_URL: '',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 900 || child.exitCode !== null) throw new Error('the bare portal server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    direct: `${origin}/n2024/web`,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const BARE_LIMITS = { homeBrBytes: 20_000, lcpMobileMs: 1500 };

/** The bytes of `url` as sent with `acceptEncoding` (no decoding), and the encoding the server chose. */
function sent(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () =>
        resolve({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The whole page (200) as sent: a render that overran its budget on a loaded machine answers 503 with sections
 * still loading, a smaller page that would flatter the count; asked again until whole (at most 20 times).
 */
async function sentWhole(url, acceptEncoding) {
  let answer;
  for (let i = 0; i < 20; i++) {
    answer = await sent(url, acceptEncoding);
    if (answer.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return answer;
}

/** `direct`: the portal server's own /n2024/web address (servers.mjs startProduction's `direct`). */
export async function runBareServer({ direct, runs, log = console.log }) {
  const home = `${direct}/home`;
  const loadAtStart = loadavg()[0];
  const sizes = {
    br: await sentWhole(home, 'gzip, deflate, br'),
    gzip: await sentWhole(home, 'gzip, deflate'),
    identity: await sentWhole(home, undefined),
  };
  log(
    `  bare /home (status ${sizes.br.status}): br ${sizes.br.bytes} B, gzip ${sizes.gzip.bytes} B, uncompressed ${sizes.identity.bytes} B`,
  );
  const dir = join(OUT, 'bare-server');
  mkdirSync(dir, { recursive: true });
  const all = [];
  for (let round = 1; round <= runs; round++) {
    const r = await lighthouseOnce({ url: home, preset: 'mobile', file: join(dir, `mobile-home-${round}.json`) });
    log(`  bare lighthouse mobile /home #${round}: LCP ${Math.round(r.lcp)} ms, FCP ${Math.round(r.fcp)} ms`);
    all.push({ lcp: r.lcp, fcp: r.fcp, tbt: r.tbt, score: r.score, transfer: r.diag.totalTransfer });
  }
  const spread = (key) => {
    const values = all.map((r) => r[key]);
    return { ...summary(values), min: Math.min(...values), max: Math.max(...values), runs: values.map(Math.round) };
  };
  return {
    sizes,
    lighthouse: { runs: all.length, lcp: spread('lcp'), fcp: spread('fcp'), tbt: spread('tbt') },
    loadAverage: { start: loadAtStart, end: loadavg()[0] },
  };
}

/** The part's budget rows (bench/report.md's table). */
export function bareServerBudgets(b) {
  if (!b) return [];
  const br = b.sizes.br;
  const lcp = b.lighthouse.lcp;
  return [
    {
      id: 'bare:homeBr',
      label: '/home straight at the portal server, as sent to a browser that takes br',
      measured: br.bytes,
      limit: BARE_LIMITS.homeBrBytes,
      display: `${kB(br.bytes)} (${br.encoding}) ≤ ${kB(BARE_LIMITS.homeBrBytes)}`,
      pass: br.status === 200 && br.encoding === 'br' && br.bytes <= BARE_LIMITS.homeBrBytes,
      holdsBack: `status ${br.status}, sent as ${br.encoding}; uncompressed ${kB(b.sizes.identity.bytes)} (the inline CSS and the state's answers)`,
    },
    {
      id: 'bare:lcpMobile',
      label: `Lighthouse mobile /home LCP straight at the portal server, median of ${b.lighthouse.runs}`,
      measured: lcp.median,
      limit: BARE_LIMITS.lcpMobileMs,
      display: `${ms(lcp.median)} (${ms(lcp.min)}–${ms(lcp.max)}) ≤ ${ms(BARE_LIMITS.lcpMobileMs)}`,
      pass: lcp.median <= BARE_LIMITS.lcpMobileMs,
      holdsBack: `runs ${lcp.runs.join(', ')} ms; FCP median ${ms(b.lighthouse.fcp.median)}`,
    },
  ];
}

/** Its section of bench/report.md. */
export function bareServerSection(b) {
  if (!b) return 'Not measured in this run (`npm run bench -- --only=bare-server`).';
  const s = b.sizes;
  const l = b.lighthouse;
  const line = (name, v) =>
    `| ${name} | ${ms(v.median)} | ${ms(v.p25)}–${ms(v.p75)} | ${ms(v.min)}–${ms(v.max)} | ${v.runs.join(', ')} |`;
  return [
    `/home straight at the portal server (no nginx), as sent: **${s.br.bytes} bytes** with br, ${s.gzip.bytes} with gzip,`,
    `${s.identity.bytes} uncompressed (decision 067: compressed once per drawn page, the config in a shared file).`,
    '',
    `Lighthouse mobile (Moto G Power, slow 4G, 4× CPU) on it, ${l.runs} runs, one fresh Chromium each${
      b.loadAverage
        ? ` (1-minute load average ${b.loadAverage.start.toFixed(1)} at the start, ${b.loadAverage.end.toFixed(1)} at the end)`
        : ''
    }:`,
    '',
    '| Metric | Median | Quartiles | Range | Runs (ms) |',
    '| --- | --- | --- | --- | --- |',
    line('LCP', l.lcp),
    line('FCP', l.fcp),
    line('TBT', l.tbt),
  ].join('\n');
}
