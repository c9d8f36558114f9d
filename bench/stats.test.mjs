// The bench's comparison statistics against reference values: scipy.stats.mannwhitneyu(a, b, method='asymptotic')
// (scipy 1.17, continuity correction on) and a hand computation for the first case.
import { describe, expect, it } from 'vitest';
import { compareSamples, mannWhitney, spread } from './stats.mjs';

describe('mannWhitney', () => {
  it('separated samples: U = 0, z = (0 - 12.5 + 0.5) / sqrt(25 · 11 / 12), p = 0.012186', () => {
    const r = mannWhitney([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]);
    expect(r.u).toBe(0);
    expect(r.z).toBeCloseTo(-12 / Math.sqrt((25 * 11) / 12), 10);
    expect(r.p).toBeCloseTo(0.012185780355344813, 6);
    // The test is symmetric: the other way round gives U = n1·n2 and the same p.
    const back = mannWhitney([6, 7, 8, 9, 10], [1, 2, 3, 4, 5]);
    expect(back.u).toBe(25);
    expect(back.p).toBeCloseTo(r.p, 12);
  });

  it('ties are ranked by their mean and shrink the variance (scipy: U = 5, p = 0.137564)', () => {
    const r = mannWhitney([1, 2, 2, 3, 5], [2, 4, 4, 6, 7]);
    expect(r.u).toBe(5);
    expect(r.p).toBeCloseTo(0.13756389390990328, 6);
  });

  it('unequal sizes (scipy: U = 17, p = 0.111347)', () => {
    const r = mannWhitney([19, 22, 16, 29, 24], [20, 11, 17, 12]);
    expect(r.u).toBe(17);
    expect(r.p).toBeCloseTo(0.11134688653314041, 6);
  });

  it('equal samples, constant samples and a U within half a step of its mean give p = 1', () => {
    expect(mannWhitney([3, 3, 3], [3, 3, 3]).p).toBe(1);
    expect(mannWhitney([4, 8, 15, 16, 23, 42], [4, 8, 15, 16, 23, 42]).p).toBe(1);
    const near = mannWhitney(
      [1.1, 2.2, 3.3, 4.4, 5.5, 6.6, 7.7, 8.8, 9.9, 10.1],
      [1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 12],
    );
    expect(near.u).toBe(49.5);
    expect(near.p).toBe(1);
  });

  it('an empty side gives no p', () => {
    expect(mannWhitney([], [1, 2]).p).toBeNaN();
  });
});

describe('compareSamples', () => {
  it('reports both spreads, the ratio of medians and calls only p < 0.05 significant', () => {
    const c = compareSamples([10, 12, 11, 13, 14, 10, 12, 11, 13, 12], [20, 22, 21, 23, 24, 20, 22, 21, 23, 22]);
    expect(c.a).toMatchObject({ n: 10, median: 12, min: 10, max: 14 });
    expect(c.b).toMatchObject({ n: 10, median: 22, min: 20, max: 24 });
    expect(c.ratio).toBeCloseTo(22 / 12, 10);
    expect(c.p).toBeLessThan(0.001);
    expect(c.significant).toBe(true);
    const same = compareSamples([1, 2, 3, 4], [2, 1, 4, 3]);
    expect(same.p).toBe(1);
    expect(same.significant).toBe(false);
  });

  it('leaves out runs without a value and keeps a zero median from dividing', () => {
    const c = compareSamples([0, 0, NaN, 0], [0, 0, 0]);
    expect(c.a.n).toBe(3);
    expect(c.ratio).toBe(1);
    expect(spread([5, 1, 3]).median).toBe(3);
  });
});
