// The pure parts of the fetched-JS count: which responses count, and how they are summed.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptFiles, weighFetched } from './fetched-js.mjs';

const base = 'http://127.0.0.1:4000/n2024/web';
const at = (path, extra = {}) => ({ url: `http://127.0.0.1:4000${path}`, status: 200, ...extra });

describe('scriptFiles', () => {
  it('keeps the portal scripts once each, in fetch order, and leaves out the rest', () => {
    const files = scriptFiles(
      [
        at('/n2024/web/assets/main-a.js', { resourceType: 'script', encodedBytes: 500 }),
        at('/n2024/web/home', { resourceType: 'document' }),
        at('/n2024/web/assets/react-dom-b.js', { resourceType: 'other', encodedBytes: 60_000 }), // a modulepreload
        at('/n2024/web/assets/main-a.js', { resourceType: 'script', encodedBytes: 500 }), // again: counted once
        at('/n2024/web/assets/style-c.css', { resourceType: 'stylesheet' }),
        at('/n2024/web/assets/gone-d.js', { resourceType: 'script', status: 404 }),
        at('/n2024/api/list', { resourceType: 'fetch' }),
        { url: 'http://cdn.example/x.js', resourceType: 'script', status: 200 },
      ],
      base,
    );
    expect(files).toEqual([
      { file: 'assets/main-a.js', encodedBytes: 500 },
      { file: 'assets/react-dom-b.js', encodedBytes: 60_000 },
    ]);
  });
});

describe('weighFetched', () => {
  it('sums gzip -9 of each body, the minified bytes and the bytes on the wire, and names files not in the build', () => {
    const bodies = { 'assets/a.js': Buffer.from('const a = 1;'.repeat(50)), 'assets/b.js': Buffer.from('b()') };
    const r = weighFetched(
      [
        { file: 'assets/a.js', encodedBytes: 40 },
        { file: 'assets/b.js', encodedBytes: 20 },
        { file: 'assets/c.js', encodedBytes: 7 },
      ],
      (f) => bodies[f] ?? null,
    );
    const gz = (s) => gzipSync(s, { level: 9 }).length;
    expect(r.count).toBe(3);
    expect(r.gz).toBe(gz(bodies['assets/a.js']) + gz(bodies['assets/b.js']));
    expect(r.raw).toBe(600 + 3);
    expect(r.transferred).toBe(67);
    expect(r.missing).toEqual(['assets/c.js']);
  });
});
