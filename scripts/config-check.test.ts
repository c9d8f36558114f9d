// @vitest-environment node
// `npm run config:check` as a person runs it: warnings are printed and the check still succeeds; problems fail it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILE, ROOT } from '../server/config-check/portal-config-check';

const dir = mkdtempSync(join(tmpdir(), 'config-check-cli-'));
function run(doc: unknown, name: string) {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(doc, null, 2));
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  return spawnSync(tsx, ['scripts/config-check.ts', file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
}
const shipped = () => JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));

describe('npm run config:check', () => {
  it('prints a warning and succeeds (exit code 0)', () => {
    const doc = shipped();
    delete doc.pages.pclicyForm.gate; // the policy form's page opened to anyone
    const result = run(doc, 'warned.json');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('✓');
    expect(result.stderr).toContain('1 warning (publishing is not blocked)');
    expect(result.stderr).toContain('at /pages/pclicyForm/sections/0: PolicyApplyForm collects personal data');
  }, 60_000);

  it('fails on a problem (exit code 1) and names it with its pointer', () => {
    const doc = shipped();
    doc.pages.home.sections.find((s: { id: string }) => s.id === 'jobs').pageSize = 0;
    const result = run(doc, 'broken.json');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/at \/pages\/home\/sections\/\d+\/pageSize: must be at least 1/);
  }, 60_000);
});
