// `npm run validate` (and so `npm test`, and CI's .ci/run): every check and test, each step's time printed as it ends
// and all of them at the end (issue 33 item 3, decisions 071 and 079). The production build is made once, into OUT_DIR
// (default dist), before the tests that need it: the unit tests' compiled-server test and every Playwright config
// serve it as it is (E2E_PREBUILT, E2E_NGINX_PREBUILT, E2E_DRILL_PREBUILT). Run alone, each of those still builds.
// The checks and the build run in two lanes at once (each is mostly one Node thread; the machine has two cores), each
// line of their output marked with its step's name, and so do the nginx suite and the drill at the end; the rest run
// one after another, their output as it comes (the unit tests beside the browser tests took as long: decision 079). Stops after the phase in which a step failed,
// with that step's exit code.
// `node scripts/validate.mjs lint e2e` runs only the steps whose names contain one of the words (the tests then serve
// the build already in OUT_DIR).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

const prebuilt = { E2E_PREBUILT: '1', E2E_NGINX_PREBUILT: '1', E2E_DRILL_PREBUILT: '1' };
// Vite 8 lists, at every config load, each import of the config's closure without a file extension, for a native
// config loader this project cannot use on Node 20 (no TypeScript there): some 1300 lines per run (decision 096).
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

/** Phases in order: a step `[name, command, extra environment]`, or lanes of steps run side by side. */
const PHASES = [
  {
    lanes: [
      [
        ['sdk:check', 'npm run --silent sdk:check'],
        ['config:schema --check', 'npm run --silent config:schema -- --check'],
        ['lint:api', 'npm run --silent lint:api'],
        ['config:check', 'npm run --silent config:check'],
        ['typecheck', 'npm run --silent typecheck'],
        // In this lane, beside the lint: the lane without it ended 13 s before the lint, one core idle (decision 099).
        ['build', 'npm run --silent build'],
      ],
      [['lint', 'npm run --silent lint']],
    ],
  },
  // The tests one after another (decision 079: beside each other they took as long, CPU being the limit, and ran
  // into each other's time-outs).
  ['unit and contract tests', 'npx vitest run', prebuilt],
  ['bench tests', 'npm run --silent test:bench'],
  ['e2e', 'npx playwright test', prebuilt],
  // nginx's suite and the TLS-and-prefix drill (decision 064) side by side: each is a few tests behind servers of its
  // own, on ports of its own, mostly waiting for them to start (decision 094).
  {
    lanes: [
      [['e2e behind nginx', 'npx playwright test -c playwright.nginx.config.ts', prebuilt]],
      ...(existsSync('playwright.drill.config.ts')
        ? [[['drill', 'npx playwright test -c playwright.drill.config.ts', prebuilt]]]
        : []),
    ],
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const done = [];

/** Runs one step; `marked` (a lane beside another) prints each line of its output as it comes, after the step's name
 * in brackets. Resolves to its exit code. */
function run([name, command, env = {}], marked) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: marked ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (marked)
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(`[${name}] ${line}`));
    child.on('exit', (code, signal) => {
      const ms = Date.now() - started;
      done.push({ name, ms, ok: code === 0 });
      console.log(`${code === 0 ? '✔' : '✘'} ${name}: ${seconds(ms)}${code === 0 ? '' : ` (exit ${code ?? signal})`}`);
      resolve(code ?? 1);
    });
  });
}

async function runLane(steps, marked) {
  for (const step of steps) {
    const code = await run(step, marked);
    if (code !== 0) return code;
  }
  return 0;
}

const words = process.argv.slice(2);
const wanted = ([name]) => words.length === 0 || words.some((word) => name.includes(word));
const started = Date.now();
let failed = 0;
for (const phase of PHASES) {
  if (Array.isArray(phase)) {
    if (wanted(phase)) failed = await run(phase, false);
  } else {
    const lanes = phase.lanes.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
    const codes = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
    failed = codes.find((code) => code !== 0) ?? 0;
  }
  if (failed !== 0) break;
}
console.log('\nvalidate: step times');
for (const { name, ms, ok } of done) console.log(`  ${ok ? '✔' : '✘'} ${name.padEnd(26)} ${seconds(ms).padStart(8)}`);
console.log(`  ${failed === 0 ? 'all passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
process.exit(failed);
