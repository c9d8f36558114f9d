/**
 * Operation coverage for the contract tests. Every contract client appends the calls it made to a file in a
 * shared folder; after all files have run, this prints which operations were exercised and fails the run when any
 * operation of openapi/portal.yaml was not. (The example sweep does not count: each operation needs a real call.)
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

declare module 'vitest' {
  export interface ProvidedContext {
    coverageDir: string;
  }
}

export default function setup({ provide }: { provide: (key: 'coverageDir', value: string) => void }) {
  const dir = mkdtempSync(join(tmpdir(), 'contract-coverage-'));
  provide('coverageDir', dir);
  return () => {
    const spec = parse(readFileSync(join(import.meta.dirname, '../../openapi/portal.yaml'), 'utf8'));
    const called = new Set(
      readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean)),
    );
    rmSync(dir, { recursive: true, force: true });
    if (called.size === 0) return; // a filtered run (one file) makes no claim about coverage
    const rows: [string, string, boolean][] = [];
    for (const [path, item] of Object.entries<any>(spec.paths))
      for (const m of ['get', 'post', 'put', 'delete', 'patch'])
        if (item[m])
          rows.push([item[m].operationId, `${m.toUpperCase()} ${path}`, called.has(`${m.toUpperCase()} ${path}`)]);
    const missing = rows.filter((r) => !r[2]);
    console.log(
      `\nContract coverage: ${rows.length - missing.length}/${rows.length} operations exercised through the SDK`,
    );
    for (const [id, target, ok] of rows) console.log(`  ${ok ? '✓' : '✗'} ${id.padEnd(34)} ${target}`);
    if (missing.length && process.env.CONTRACT_COVERAGE !== 'off') {
      // A throwing teardown is only logged by vitest (exit code 0), so fail the process explicitly.
      console.error(`\nContract coverage incomplete: ${missing.map((r) => r[0]).join(', ')} not exercised`);
      process.exitCode = 1;
    }
  };
}
