// The comparison statistics of the bench (issue 23 item 3, decision 059): spread of a sample and a two-sided
// Mann-Whitney U test, normal approximation with tie and continuity correction (as scipy.stats.mannwhitneyu with
// method='asymptotic', its default continuity correction on).
import { quantile } from './util.mjs';

/** Complementary error function (Numerical Recipes' erfcc: fractional error under 1.2e-7 everywhere). */
function erfc(x) {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}

/** Two-sided Mann-Whitney U test of samples `a` and `b`: U of `a`, z and p. Equal or constant samples give p = 1. */
export function mannWhitney(a, b) {
  const n1 = a.length;
  const n2 = b.length;
  if (!n1 || !n2) return { u: NaN, z: NaN, p: NaN };
  const all = [...a.map((v) => ({ v, first: true })), ...b.map((v) => ({ v, first: false }))].sort((x, y) => x.v - y.v);
  // Average ranks over ties; each tie group of size t adds t³ - t to the correction.
  let rankSumA = 0;
  let ties = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].v === all[i].v) j++;
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) if (all[k].first) rankSumA += rank;
    const t = j - i + 1;
    ties += t ** 3 - t;
    i = j + 1;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1)));
  if (!(variance > 0)) return { u, z: 0, p: 1 };
  const diff = u - mean;
  // Continuity correction: half a step towards the mean, never past it.
  const z = (Math.sign(diff) * Math.max(0, Math.abs(diff) - 0.5)) / Math.sqrt(variance);
  return { u, z, p: Math.min(1, erfc(Math.abs(z) / Math.SQRT2)) };
}

/** Median, quartiles and the whole range of a sample (non-finite values left out). */
export function spread(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  return {
    n: finite.length,
    median: quantile(finite, 0.5),
    p25: quantile(finite, 0.25),
    p75: quantile(finite, 0.75),
    min: finite.length ? Math.min(...finite) : NaN,
    max: finite.length ? Math.max(...finite) : NaN,
  };
}

/** The threshold below which the report calls a difference significant (decision 059). */
export const SIGNIFICANCE = 0.05;

/** Side A (base) against side B (working tree): spreads, ratio of medians B/A, Mann-Whitney p, verdict. */
export function compareSamples(a, b) {
  const sa = spread(a);
  const sb = spread(b);
  const { u, p } = mannWhitney(
    a.filter((v) => Number.isFinite(v)),
    b.filter((v) => Number.isFinite(v)),
  );
  return {
    a: sa,
    b: sb,
    ratio: sa.median === 0 ? (sb.median === 0 ? 1 : Infinity) : sb.median / sa.median,
    u,
    p,
    significant: p < SIGNIFICANCE,
  };
}
