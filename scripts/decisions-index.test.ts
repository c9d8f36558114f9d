// @vitest-environment node
/**
 * The decision records can be read (issue 33 item 4, decision 072): every record in docs/decisions/ says under its
 * title whether it still holds, and docs/decisions/README.md lists every record, once, with its one-line decision and
 * that same status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS = /^Status: ((accepted|amended|superseded)\b.*)$/;

const records = readdirSync(DIR)
  .filter((name) => RECORD.test(name))
  .sort()
  .map((file) => {
    const lines = readFileSync(join(DIR, file), 'utf8').split('\n');
    // Under the title: within its first lines, before the first section.
    const head = lines.slice(
      0,
      lines.findIndex((line, i) => i > 0 && line.startsWith('## ')),
    );
    const status = head.map((line) => STATUS.exec(line)?.[1]).find(Boolean);
    return { file, number: file.slice(0, 3), title: lines[0]!, status };
  });
const numbers = new Set(records.map(({ number }) => number));

/** The index's rows: `| [NNN](file) | decision | status |`. */
const rows = readFileSync(join(DIR, 'README.md'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const row = /^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (.+) \|$/.exec(line);
    return row ? [{ number: row[1]!, file: row[2]!, decision: row[3]!.trim(), status: row[4]!.trim() }] : [];
  });

describe('the decision records', () => {
  it('are many, and no two share a number', () => {
    expect(records.length).toBeGreaterThan(60);
    expect(numbers.size).toBe(records.length);
  });

  it.each(records)('$file has a title with its number and a status line under it', ({ number, title, status }) => {
    expect(title).toMatch(new RegExp(`^# ${number}\\b`));
    expect(status, 'a line "Status: accepted" (or amended by NNN, superseded by NNN) under the title').toBeDefined();
  });

  it('name only records that exist in their statuses, never themselves', () => {
    const wrong = records.flatMap(({ number, status }) =>
      [...(status ?? '').matchAll(/\b\d{3}\b/g)]
        .map(([named]) => named)
        .filter((named) => named === number || !numbers.has(named))
        .map((named) => `${number} names ${named}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('the index (docs/decisions/README.md)', () => {
  it('lists every record once, and nothing else', () => {
    expect(rows.map(({ file }) => file)).toEqual(records.map(({ file }) => file));
    expect(rows.every(({ number, file }) => file.startsWith(`${number}-`))).toBe(true);
  });

  it("gives each record's one-line decision and its own status", () => {
    const byFile = new Map(rows.map((row) => [row.file, row]));
    const differ = records.flatMap(({ file, status }) => {
      const row = byFile.get(file);
      return row && (row.status !== status || row.decision.length < 10) ? [`${file}: "${row.status}"`] : [];
    });
    expect(differ).toEqual([]);
  });
});
