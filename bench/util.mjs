// Small helpers shared by the bench modules: statistics, sizes, ports, child processes, formatting.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'bench/out');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags for the system Chromium (as tests/support/chromium.ts); Lighthouse adds --headless=new and --no-sandbox. */
export const CHROME_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function quantile(values, q) {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}
export const median = (values) => quantile(values, 0.5);

/** Median with the interquartile range, the way every timing in the report is summarised. */
export function summary(values) {
  return { median: median(values), p25: quantile(values, 0.25), p75: quantile(values, 0.75), n: values.length };
}

/** gzip -9 size of a buffer or string, in bytes. */
export const gzipSize = (data) => gzipSync(data, { level: 9 }).length;

/** Runs a command to its end; resolves with its stdout, rejects with its stderr tail when it fails. */
export function run(command, args, { cwd = ROOT, env = process.env, timeoutMs = 10 * 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    // SIGTERM first, so a Lighthouse CLI can still close its Chromium.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}\n${stderr.slice(-2000)}`));
    });
  });
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (v, digits = 0) => (Number.isFinite(v) ? `${v.toFixed(digits)} ms` : 'n/a');
export const pct = (ratio) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;

/** The 1-minute load average after each step: other work on the machine makes every timing slower. */
export const loadSamples = [];

/** A step of the run with its wall-clock time, logged as it goes. */
export async function step(timings, name, fn) {
  const started = performance.now();
  console.log(`bench: ${name} ...`);
  try {
    return await fn();
  } finally {
    timings[name] = Math.round(performance.now() - started);
    loadSamples.push(loadavg()[0]);
    console.log(`bench: ${name} done in ${(timings[name] / 1000).toFixed(1)} s`);
  }
}

/** 95 % bootstrap interval of median(a) / median(b) (seeded, so a report reproduces from its raw data). */
export function ratioInterval(a, b, rounds = 2000) {
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (xs) => xs.map(() => xs[Math.floor(random() * xs.length)]);
  const ratios = Array.from({ length: rounds }, () => median(resample(a)) / median(resample(b)));
  return [quantile(ratios, 0.025), quantile(ratios, 0.975)];
}
