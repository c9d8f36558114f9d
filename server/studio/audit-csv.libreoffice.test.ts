// @vitest-environment node
// The audit log's CSV as a spreadsheet opens it (issue 31 item 4): Debian's LibreOffice Calc, headless, imports the
// export as CSV with formulas evaluated (the riskiest setting) and writes back what its cells hold. The Chinese
// headers, names and sentences and the Beijing times come through intact (decision 088), and no cell of the export
// runs as a formula, whatever it starts with; a raw formula cell beside them does run, so the check can tell.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/config/config-version';
import { auditCsv } from './audit-log';

const dir = mkdtempSync(join(tmpdir(), 'audit-csv-lo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Import: comma, double quote, UTF-8 (76), from line 1, …, evaluate formulas (token 13) on. Export: the same, UTF-8.
const IN_FILTER = 'CSV:44,34,76,1,,0,false,true,false,false,true';
const OUT_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false';

async function throughCalc(csv: string): Promise<string> {
  writeFileSync(join(dir, 'audit.csv'), csv);
  await promisify(execFile)(
    'soffice',
    [
      '--headless',
      '--norestore',
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      `--infilter=${IN_FILTER}`,
      '--convert-to',
      OUT_FILTER,
      '--outdir',
      join(dir, 'out'),
      join(dir, 'audit.csv'),
    ],
    { timeout: 120_000 },
  ).catch((error: Error & { code?: string }) => {
    if (error.code === 'ENOENT') throw new Error('soffice is missing: apt-get install libreoffice-calc (.ci/run does)');
    throw error;
  });
  return readFileSync(join(dir, 'out', 'audit.csv'), 'utf8');
}

const entry = (id: number, actor: string, detail: Record<string, unknown> = {}): AuditEntry => ({
  id,
  time: '2026-11-28T08:00:00.000Z',
  actor,
  action: 'sign-in-failed',
  object: `account:${actor}`,
  result: 'failed',
  address: '198.51.100.7',
  detail,
});

describe('the audit CSV in LibreOffice Calc', () => {
  it('keeps the Chinese headers, words and Beijing times, and runs no formula', async () => {
    const starts = ['=', '+', '-', '@', '\t', '\r', '\n', ';'];
    const csv = auditCsv([
      entry(1, '张三', { comment: '审核通过：招聘会' }),
      ...starts.map((start, i) => entry(i + 2, `${start}1+1`)),
      entry(20, '=HYPERLINK("http://evil.example","点我")'),
    ]);
    // The control: a raw formula cell, as an export without neutralising would write it.
    const out = (await throughCalc(`${csv}2026,=1+1,control\r\n`)).split('\n');
    expect(out[0]).toMatch(/^\uFEFF?时间,操作人,地址,操作,对象,结果,详情\r?$/);
    expect(
      out.some(
        (line) =>
          line.startsWith('2026-11-28 16:00:00 +08:00,张三,198.51.100.7,登录失败,账号 张三,失败,') &&
          line.includes('审核通过：招聘会'),
      ),
    ).toBe(true);
    expect(out.at(-2)).toMatch(/^2026,2,control/);
    const actors = out.slice(1, -2).join('\n');
    expect(actors).not.toMatch(/(^|,)2(,|$)/m); // no 1+1 came out as 2
    for (const start of ['=', '+', '-', '@', ';']) expect(actors).toContain(`'${start}1+1`);
    expect(actors).toContain(`'=HYPERLINK(`);
  }, 180_000);
});
