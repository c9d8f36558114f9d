// @vitest-environment node
// The date of each home section's records (decision 051): every list operation the home page uses is in the table,
// with the field its rows carry the date in, or said to have none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILE } from '../../config-check/portal-config-check';
import { answer } from '../../../tests/support/contract-answers';
import { homeSections, rowsOf } from './home-data';
import { knowsDateOf, newestRecord, RECORD_DATES } from './record-age';

const homeOperations = [
  ...new Set(
    homeSections(JSON.parse(readFileSync(CONFIG_FILE, 'utf8'))).flatMap((s) => s.asks.map((a) => a.source.operation)),
  ),
];

describe('record dates', () => {
  it('covers every operation of the home page (a date field, or none)', () => {
    expect(homeOperations.filter((op) => !knowsDateOf(op))).toEqual([]);
  });

  it("names a field the mock's rows date in Unix seconds, for every operation that has one", () => {
    for (const [operation, field] of Object.entries(RECORD_DATES) as [string, string | null][]) {
      if (!field) continue;
      const { rows } = rowsOf(answer(operation).data);
      expect(rows.length, operation).toBeGreaterThan(0);
      for (const row of rows) expect((row as Record<string, unknown>)[field], operation).toBeGreaterThan(1e9);
    }
  });

  it('gives the newest of the rows, and nothing for rows without a date', () => {
    const rows = [{ addtime: 1788000000 }, { addtime: 1788996400 }, { addtime: null }, {}];
    expect(newestRecord('queryNoticeByPage', rows)).toEqual(new Date(1788996400 * 1000));
    expect(newestRecord('queryNoticeByPage', [{}])).toBeUndefined();
    expect(newestRecord('queryMiniClassPage', [{ addtime: 1788996400 }])).toBeUndefined();
  });
});
