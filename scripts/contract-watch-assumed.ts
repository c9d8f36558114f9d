#!/usr/bin/env -S npx tsx
// `npm run contract:assumed`: writes docs/assumed-operations.md, the one list of what openapi/portal.yaml assumes
// about the backend (x-shape: assumed, with each x-assumed note). `--check`: exits 1 when the file is stale
// (decision 065).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ASSUMED_FILE, assumedMarkdownOfContract } from '../server/contract-watch/assumed-operations';

const wanted = assumedMarkdownOfContract();
const file = relative(process.cwd(), ASSUMED_FILE);
let current = '';
try {
  current = readFileSync(ASSUMED_FILE, 'utf8');
} catch {
  // not written yet
}
if (process.argv.includes('--check')) {
  if (current !== wanted) {
    console.error(`${file} is stale: run npm run contract:assumed`);
    process.exitCode = 1;
  } else console.log(`${file} is up to date with openapi/portal.yaml`);
} else if (current !== wanted) {
  writeFileSync(ASSUMED_FILE, wanted);
  console.log(`wrote ${file}`);
} else console.log(`${file} is up to date`);
