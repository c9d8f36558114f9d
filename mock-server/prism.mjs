// Runs Prism (the mock of openapi/portal.yaml, or its validating proxy) as a child process on a free loopback port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onFreePort } from './free-port.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 30_000;

/** @returns {string} absolute path of Prism's CLI entry in node_modules */
function prismCliPath() {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('@stoplight/prism-cli/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.prism;
  return join(dirname(pkgPath), bin);
}

// Preloaded into Prism: it exits when our end of its stdin pipe closes, so a crashed or SIGKILLed
// parent (a killed test runner) never leaves an orphan Prism holding a port.
const ORPHAN_GUARD = `data:text/javascript,${encodeURIComponent(
  "process.stdin.on('end',()=>process.exit(0));process.stdin.on('error',()=>process.exit(0));process.stdin.resume();",
)}`;

/**
 * @param {{ specPath: string, upstream?: string, log: boolean }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPrism({ specPath, upstream, log }) {
  const cli = prismCliPath();
  // The port picked can be taken before Prism binds it; one retry is enough.
  return onFreePort(
    (port) => {
      const args = upstream ? ['proxy', specPath, upstream, '--errors'] : ['mock', specPath]; // static: first example unless Prefer asks for another
      // One process, whatever NODE_ENV says: Prism turns its multi-process mode on by default under NODE_ENV=production
      // (which the portal server sets, and its children inherit), and that mode fails to start in this version.
      args.push('-p', String(port), '-h', '127.0.0.1', '-v', 'warn', '--multiprocess=false');
      return launchPrism(cli, args, `http://127.0.0.1:${port}`, log);
    },
    { attempts: 2 },
  );
}

/**
 * @param {string} cli @param {string[]} args @param {string} url @param {boolean} log
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function launchPrism(cli, args, url, log) {
  const child = spawn(process.execPath, ['--import', ORPHAN_GUARD, cli, ...args], {
    cwd: REPO,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', SCARF_ANALYTICS: 'false', DO_NOT_TRACK: '1' },
  });
  /** @type {string[]} */
  const tail = [];
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim() || line.includes('__mock_ready_probe')) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (log) console.log(`[prism] ${line}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.stdin.on('error', () => {});
  const killNow = () => child.kill('SIGKILL');
  process.on('exit', killNow);
  /** @type {Promise<void>} */
  const exited = new Promise((ok) => {
    child.once('exit', () => ok());
    child.once('error', (error) => {
      tail.push(`spawn failed: ${error.message}`);
      ok();
    });
  });
  exited.then(() => process.off('exit', killNow));

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(killNow, 3000);
    await exited;
    clearTimeout(force);
  };
  const tailText = () => (tail.length ? `\n--- Prism output (last ${tail.length} lines) ---\n${tail.join('\n')}` : '');

  const deadline = Date.now() + START_TIMEOUT_MS;
  let early = false;
  const earlyExit = exited.then(() => {
    early = true;
  });
  while (!early) {
    if (await answers(url)) {
      // from now on the front server answers 502; say why once
      exited.then(
        () => stopping || console.error(`mock: Prism stopped unexpectedly; API calls now get 502${tailText()}`),
      );
      return { url, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `mock: Prism did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s (${args.join(' ')})${tailText()}`,
      );
    }
    await Promise.race([earlyExit, new Promise((ok) => setTimeout(ok, 150))]);
  }
  const how = child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`;
  throw new Error(`mock: Prism exited early with ${how} (${args.join(' ')})${tailText()}`);
}

/** Any HTTP answer (Prism's 404 problem included) means it is up. @param {string} url */
function answers(url) {
  return new Promise((ok) => {
    const req = http.get(`${url}/__mock_ready_probe`, (res) => {
      res.resume();
      ok(true);
    });
    req.setTimeout(1000, () => req.destroy());
    req.on('error', () => ok(false));
  });
}
