// @vitest-environment node
// The local copy of the published config (issue 20): it follows the store, and while the store is away it stays as
// it was, so the portal goes on serving the last publication; when the store answers again it catches up.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../observe/log';
import { keepPublishedCopy } from './published-copy';
import { sha256, type Publications } from './publications';

/** A store whose publication can change and which can go away. */
function fakeStore(text: string) {
  const state = { text, away: false };
  const check = () => {
    if (state.away) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  };
  const publications = {
    head: async () => (check(), { version: sha256(state.text).slice(0, 8), hash: sha256(state.text) }),
    published: async () => (check(), { text: state.text, hash: sha256(state.text), version: 'v' }),
  } as unknown as Publications;
  return { state, publications };
}

let stop = () => {};
afterEach(() => stop());

describe('the local copy of the published config', () => {
  it('is written at start, follows a publication within a second, and is kept while the store is away', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const said = () => warn.mock.calls.map((c) => c.map(String).join(' '));
    const file = join(mkdtempSync(join(tmpdir(), 'published-copy-')), 'portal.config.json');
    const store = fakeStore('{"v":1}\n');
    const copy = keepPublishedCopy(store.publications, file, 50);
    stop = copy.stop;
    await copy.ready;
    expect(readFileSync(file, 'utf8')).toBe('{"v":1}\n');

    store.state.text = '{"v":2}\n';
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 1000 }).toBe('{"v":2}\n');

    store.state.away = true;
    await expect.poll(() => said().join(' '), { timeout: 1000 }).toMatch(/store is away/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readFileSync(file, 'utf8')).toBe('{"v":2}\n');
    expect(said().filter((line) => /away/.test(line))).toHaveLength(1); // said once, not every tick

    // Back, with a publication made meanwhile elsewhere.
    store.state.text = '{"v":3}\n';
    store.state.away = false;
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 1000 }).toBe('{"v":3}\n');
    expect(said().join(' ')).toMatch(/answers again/);
  });

  it('does not rewrite a copy that is already current (its modification time tells the portal to read it again)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'published-copy-')), 'portal.config.json');
    writeFileSync(file, '{"v":1}\n');
    const before = readFileSync(file);
    const { statSync } = await import('node:fs');
    const mtime = statSync(file).mtimeMs;
    const copy = keepPublishedCopy(fakeStore('{"v":1}\n').publications, file, 50);
    stop = copy.stop;
    await copy.ready;
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(mtime);
  });
});
