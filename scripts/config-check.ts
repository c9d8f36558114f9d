#!/usr/bin/env -S npx tsx
// `npm run config:check [file]`: checks pages.config/portal.json (or the given file, e.g. a deployed copy) against
// its schema and the API contract, and says in plain words what to fix.
import { checkConfigFile, CONFIG_FILE } from './portal-config-check';
import { formatProblem } from '../src/config/portal-config';

const file = process.argv[2] ?? CONFIG_FILE;
const { config, problems } = checkConfigFile(file);
if (config) {
  console.log(`✓ ${file}: valid (${Object.keys(config.pages).length} pages) and consistent with openapi/portal.yaml`);
} else {
  console.error(`✗ ${file}: ${problems.length} problem${problems.length > 1 ? 's' : ''}\n`);
  for (const p of problems) console.error(`  - ${formatProblem(p)}`);
  process.exitCode = 1;
}
