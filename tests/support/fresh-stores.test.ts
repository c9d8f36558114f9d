// @vitest-environment node
/**
 * Every module-level store of the browser code is put back before each test file (fresh-stores.ts): one a file
 * leaves changed would otherwise reach the next file that shares its worker (decision 094). This fails on a
 * `const x = proxy(...)` in src/ or studio/ that fresh-stores.ts does not list, unless it is one that only ever goes
 * one way for a whole run (listed below with why); and on a test that replaces a module without being kept apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** Stores that need no putting back: the English catalogue's readiness (loaded once by the set-up, never unloaded). */
const ONE_WAY = ['english'];

/** The .ts and .tsx files under `dir`: the code, or (`tests`) the test files. */
function sources(dir: string, tests = false): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && /\.test\.tsx?$/.test(e.name) === tests)
    .map((e) => join(e.parentPath, e.name));
}

describe('fresh stores', () => {
  it('lists every module-level store of src/ and studio/', () => {
    const listed = readFileSync(join(ROOT, 'tests/support/fresh-stores.ts'), 'utf8');
    const stores = [...sources('src'), ...sources('studio')].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:export )?const (\w+) = proxy[<(]/gm)].map((m) => m[1]!),
    );
    expect(stores.length).toBeGreaterThan(5);
    const missing = stores.filter((name) => !ONE_WAY.includes(name) && !new RegExp(`^  ${name},$`, 'm').test(listed));
    expect(missing).toEqual([]);
  });

  it('has no browser-code test set a global by assignment (vi.stubGlobal is undone before the next test; this is not)', () => {
    // AdWindow.test.tsx's `window.matchMedia = …` stayed for every later file of its worker (found while looking for
    // the cause of ReviewDesk.test.tsx's failure in the ci12 run; it was not that cause).
    const assigning = [...sources('src', true), ...sources('studio', true)]
      .filter((file) => /^\s*(?:window|globalThis|self)\.\w+ = /m.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(ROOT.length + 1));
    expect(assigning).toEqual([]);
  });

  it('keeps every browser-code test that replaces a module in a module graph of its own', () => {
    const config = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
    const listed = config.slice(
      config.indexOf('REPLACES_MODULES = ['),
      config.indexOf('];', config.indexOf('REPLACES_MODULES')),
    );
    const replacing = [...sources('src', true), ...sources('studio', true)]
      .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(ROOT.length + 1));
    expect(replacing.length).toBeGreaterThan(5);
    expect(replacing.filter((file) => !listed.includes(`'${file}'`))).toEqual([]);
  });
});
