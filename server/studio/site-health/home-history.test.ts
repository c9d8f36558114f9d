// @vitest-environment node
// When the home page last changed, from the publication history (decision 051).
import { describe, expect, it } from 'vitest';
import type { VersionMeta } from '../../../src/config/config-version';
import { homeLastChange } from './home-history';

const config = (title: string, footer = 'a') => ({
  footer,
  pages: { home: { route: '/home', title, sections: [] }, policy: { route: '/policy', sections: [] } },
});

/** Versions newest first: [time, config]. */
function history(entries: [string, unknown][]) {
  const metas: VersionMeta[] = entries.map(([publishedAt], i) => ({
    id: `v${i}`,
    publishedAt,
    editor: 'anna',
    comment: '',
    hash: `h${JSON.stringify(entries[i]![1]).length}-${i}`,
  }));
  const read: string[] = [];
  return {
    read,
    versions: async () => metas,
    version: async (id: string) => {
      read.push(id);
      const i = metas.findIndex((m) => m.id === id);
      return { meta: metas[i]!, text: JSON.stringify(entries[i]![1]) };
    },
  };
}

describe("the home page's last change", () => {
  it('is when the home page as it is now was first published; other pages changing later do not count', async () => {
    const h = history([
      ['2026-11-20T00:00:00Z', config('B', 'c')],
      ['2026-11-10T00:00:00Z', config('B')],
      ['2026-11-01T00:00:00Z', config('A')],
      ['2026-10-01T00:00:00Z', config('B')],
    ]);
    expect(await homeLastChange(h, config('B'))).toEqual({
      at: new Date('2026-11-10T00:00:00Z'),
      changedByDraft: false,
    });
    // The walk stops at the first other home page.
    expect(h.read).toEqual(['v0', 'v1', 'v2']);
  });

  it('knows when the config being checked changes the home page', async () => {
    const h = history([['2026-11-20T00:00:00Z', config('B')]]);
    expect((await homeLastChange(h, config('C')))?.changedByDraft).toBe(true);
  });

  it('reads at most the limit of versions', async () => {
    const h = history(
      Array.from({ length: 10 }, (_, i) => [`2026-10-${String(20 - i).padStart(2, '0')}T00:00:00Z`, config('B')]),
    );
    expect((await homeLastChange(h, config('B'), 4))?.at).toEqual(new Date('2026-10-17T00:00:00Z'));
    expect(h.read).toHaveLength(4);
  });
});
