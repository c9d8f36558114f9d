// The bench's own tests are part of `npm test` (issue 23): `validate` (scripts/validate.mjs, decision 071) runs them
// beside the portal's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const validate = readFileSync(new URL('../scripts/validate.mjs', import.meta.url), 'utf8');

describe('npm test', () => {
  it('runs the bench tests through test:bench, with this config', () => {
    expect(pkg.scripts['test:bench']).toBe('vitest run -c bench/vitest.config.mjs');
    expect(pkg.scripts.test).toBe('npm run validate');
    expect(pkg.scripts.validate).toBe('node scripts/validate.mjs');
    expect(validate).toMatch(/\['bench tests', 'npm run --silent test:bench'\]/);
  });
});
