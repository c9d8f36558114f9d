// The bare server's budget rows and report section (issue 30 item 4, decision 067).
import { describe, expect, it } from 'vitest';
import { bareServerBudgets, bareServerSection } from './bare-server.mjs';

const spread = (runs) => ({ median: runs[2], p25: runs[1], p75: runs[3], min: runs[0], max: runs[4], runs });
const measured = (br) => ({
  sizes: { br, gzip: { status: 200, bytes: 21_700, encoding: 'gzip' }, identity: { status: 200, bytes: 114_000 } },
  lighthouse: {
    runs: 5,
    lcp: spread([1297, 1300, 1426, 1460, 2964]),
    fcp: spread([871, 873, 886, 1231, 2088]),
    tbt: spread([95, 348, 609, 688, 1344]),
  },
  loadAverage: { start: 25.1, end: 26.4 },
});

describe('bareServerBudgets', () => {
  it('passes a whole /home sent as br within 20 kB, and the median LCP within 1.5 s', () => {
    const rows = bareServerBudgets(measured({ status: 200, bytes: 18_567, encoding: 'br' }));
    expect(rows.map((r) => [r.id, r.pass])).toEqual([
      ['bare:homeBr', true],
      ['bare:lcpMobile', true],
    ]);
    expect(rows[1].display).toBe('1426 ms (1297 ms–2964 ms) ≤ 1500 ms');
  });

  it('fails a page sent uncompressed, or one that was not whole (a 503 is smaller)', () => {
    expect(bareServerBudgets(measured({ status: 200, bytes: 136_120, encoding: 'identity' }))[0].pass).toBe(false);
    expect(bareServerBudgets(measured({ status: 503, bytes: 9_927, encoding: 'br' }))[0].pass).toBe(false);
    expect(bareServerBudgets(null)).toEqual([]);
  });
});

describe('bareServerSection', () => {
  it('gives the bytes as sent and the runs with their spreads and the load', () => {
    const text = bareServerSection(measured({ status: 200, bytes: 18_567, encoding: 'br' }));
    expect(text).toContain('**18567 bytes** with br');
    expect(text).toContain('| LCP | 1426 ms | 1300 ms–1460 ms | 1297 ms–2964 ms | 1297, 1300, 1426, 1460, 2964 |');
    expect(text).toContain('load average 25.1');
    expect(bareServerSection(undefined)).toMatch(/Not measured/);
  });
});
