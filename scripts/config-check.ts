#!/usr/bin/env -S npx tsx
// `npm run config:check [file]`: checks pages.config/portal.json (or the given file, e.g. a deployed copy) against
// its schema and the API contract, and says in plain words what to fix. Warnings (src/config/config-warnings.ts) are
// printed too; they do not fail the check (decision 050).
import { relative } from 'node:path';
import { checkConfigFile, CONFIG_FILE, ROOT } from '../server/config-check/portal-config-check';
import { configWarnings } from '../src/config/config-warnings';
import { formatProblem } from '../src/config/portal-config';

const path = process.argv[2] ?? CONFIG_FILE;
const file = path.startsWith(ROOT) ? relative(ROOT, path) : path;
const { config, problems } = checkConfigFile(path);
if (config) {
  console.log(`✓ ${file}: valid (${Object.keys(config.pages).length} pages) and consistent with openapi/portal.yaml`);
  const warnings = configWarnings(config, file);
  if (warnings.length) {
    console.warn(`\n! ${warnings.length} warning${warnings.length > 1 ? 's' : ''} (publishing is not blocked):\n`);
    for (const w of warnings) console.warn(`  - ${formatProblem(w)}`);
  }
} else {
  console.error(`✗ ${file}: ${problems.length} problem${problems.length > 1 ? 's' : ''}\n`);
  for (const p of problems) console.error(`  - ${formatProblem(p)}`);
  process.exitCode = 1;
}
