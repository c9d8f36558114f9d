// The pure parts of the Lighthouse A/B: the interleaving order and the per-metric summary of the runs.
import { describe, expect, it } from 'vitest';
import { sidesOf, summariseComparison } from './compare.mjs';

describe('sidesOf', () => {
  it('interleaves the sides and swaps who goes first each round: A B, B A, A B …', () => {
    expect([1, 2, 3, 4].flatMap(sidesOf)).toEqual(['a', 'b', 'b', 'a', 'a', 'b', 'b', 'a']);
  });
});

describe('summariseComparison', () => {
  it('compares each metric of side A with side B per preset and page', () => {
    const runOf = (side, preset, i) => ({
      side,
      preset,
      route: '/home',
      tbt: side === 'a' ? 100 + i : 200 + i,
      lcp: 1000,
      fcp: 800,
      si: 900,
      score: 99,
      diag: { scriptTransfer: 150_000 },
    });
    const runs = ['mobile', 'desktop'].flatMap((preset) =>
      Array.from({ length: 10 }, (_, i) => [runOf('a', preset, i), runOf('b', preset, i)]).flat(),
    );
    const pages = summariseComparison(runs, ['mobile', 'desktop'], ['/home']);
    expect(pages.map((p) => p.preset)).toEqual(['mobile', 'desktop']);
    const { tbt, lcp, js } = pages[0].metrics;
    expect(tbt.a.median).toBe(104.5);
    expect(tbt.b.median).toBe(204.5);
    expect(tbt.significant).toBe(true);
    expect(lcp).toMatchObject({ ratio: 1, p: 1, significant: false });
    expect(js.a.median).toBe(150_000);
  });
});
