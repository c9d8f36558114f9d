// The contract watch's section of the report (decision 065): its numbers against a render, in words that follow them.
import { describe, expect, it } from 'vitest';
import { contractWatchSection } from './contract-watch-report.mjs';

const s = (median, p25 = median, p75 = median) => ({ median, p25, p75, min: p25, max: p75, n: 30 });
const measured = (render) => ({
  answers: 2,
  bytes: 3_000,
  broken: [],
  perAnswer: [
    { operation: 'queryJobListByPage', bytes: 2_000, us: s(15) },
    { operation: 'homeIndex', bytes: 1_000, us: s(3) },
  ],
  perPage: s(20, 18, 25),
  render,
});

describe('contractWatchSection', () => {
  it("puts a home page's judging against a render and against the server's CPU per render", () => {
    const md = contractWatchSection({
      contractWatch: measured({ off: s(10, 9, 11), on: s(10.5, 9.5, 11.5) }),
      serverLoad: { renderCost: { server: { rendersPerCore: { median: 200 } } } },
    });
    expect(md).toContain('| **all 2 answers of /home judged** | **20.0 µs** | 18.0–25.0 µs |');
    expect(md).toContain('| `queryJobListByPage` (2000 B) | 15.0 µs |');
    // 0.02 ms of a 10 ms render; of 5 ms CPU per render.
    expect(md).toContain('takes 0.20 % of one render of it in this process, and 0.40 % of the portal server');
    expect(md).toContain('differ by 0.5 ms at the median, within their spread');
  });

  it('says when the watch made the renders slower than their spread, and when it was not measured', () => {
    const md = contractWatchSection({ contractWatch: measured({ off: s(10, 9.9, 10.1), on: s(12, 11.9, 12.1) }) });
    expect(md).toContain('differ by 2.0 ms at the median, more than their spread');
    expect(contractWatchSection({})).toMatch(/^Not measured/);
  });
});
