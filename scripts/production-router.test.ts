import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionRouter } from './production-router';

// Each alias stands in for one public entry of react-router: after an upgrade the production file must still exist
// and offer every name the entry offers, or the browser's build would break or miss an export.
const entries = { 'react-router': () => import('react-router'), 'react-router/dom': () => import('react-router/dom') };

describe('the browser build takes React Router’s production files', () => {
  for (const [entry, load] of Object.entries(entries)) {
    it(`${entry}: the production file exists and exports what the entry exports`, async () => {
      const alias = productionRouter.find((a) => a.find.test(entry));
      expect(alias, entry).toBeDefined();
      expect(existsSync(alias!.replacement)).toBe(true);
      expect(alias!.replacement).toMatch(/\/dist\/production\//);
      const production = (await import(/* @vite-ignore */ alias!.replacement)) as Record<string, unknown>;
      expect(Object.keys(production).sort()).toEqual(Object.keys(await load()).sort());
    });
  }

  it('the production files are built without development warnings', () => {
    const file = productionRouter[0]!.replacement;
    const chunks = [...readFileSync(file, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) => m[1]!);
    const code = chunks.map((c) => readFileSync(file.replace('index.mjs', c), 'utf8')).join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
  });

  it('does not match other imports', () => {
    for (const other of ['react-router-dom', 'react-router/internal', 'react-router-x'])
      expect(
        productionRouter.some((a) => a.find.test(other)),
        other,
      ).toBe(false);
  });
});
