/**
 * How old a section's newest record is (issue 21 item 6, decision 051): the date field of each list operation's rows,
 * as the contract names it (openapi/portal.yaml: Unix time in seconds), or null where its rows carry no date. tsc
 * holds each field to the operation's row type and to a number; a test holds the table to every list operation the
 * home page uses.
 */
import type { OperationId } from '../../../sdk/operations.gen';
import type { operations } from '../../../sdk/schema';
import type { OperationData, RowOf } from '../../../src/data/operation-data';

type Row<Op> = Op extends keyof operations ? NonNullable<RowOf<OperationData<Op>>> : never;

/** The numeric fields of an operation's row: where a date in Unix seconds can be. */
type DateField<Op> = {
  [K in keyof Row<Op>]-?: NonNullable<Row<Op>[K]> extends number ? K : never;
}[keyof Row<Op>];

/** An operation's date field, or null: its rows carry no date (a directory, a figure, a link). */
export const RECORD_DATES: { [Op in OperationId]?: DateField<Op> | null } = {
  queryNoticeByPage: 'addtime', // 通知公告: published
  homeArticleIndex: 'addtime', // 招聘资讯: published
  getInfoByPage: 'addtime',
  queryPolicyPage: 'addtime',
  queryJobListByPage: 'refreshtime', // 职位: refreshed by the company
  queryJobFairListByPage: 'holddateStart', // 招聘会: the day it is held (a schedule is fresh while fairs are coming)
  queryOnlineJobFairPage: null,
  homeAdIndex: null, // adverts, keyed by slot: no list
  homeIndex: null, // figures
  homeConfigIndex: null, // site settings
  queryOrganization: null, // a directory of courts and offices
  homeResumeIndex: null,
  schoolList: null,
  queryJobTeacherPage: null,
  queryMiniClassPage: null,
  queryGuideMobileByPage: null,
  scattJobIndex: null,
  scattWorkIndex: null,
  queryLink: null,
};

/** Whether the table says anything of this operation (a field, or that it has no date). */
export const knowsDateOf = (operation: string) => Object.hasOwn(RECORD_DATES, operation);

/** A date field's value as a time: Unix seconds (the contract's), or milliseconds, or an ISO text. */
function timeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && value > 0) return value < 1e11 ? value * 1000 : value;
  if (typeof value === 'string' && value) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  return undefined;
}

/** The time of the newest of `rows` by the operation's date field; undefined when it has none or no row says. */
export function newestRecord(operation: string, rows: readonly unknown[]): Date | undefined {
  const field = RECORD_DATES[operation as OperationId] as string | null | undefined;
  if (!field) return undefined;
  let newest: number | undefined;
  for (const row of rows) {
    const time = row && typeof row === 'object' ? timeOf((row as Record<string, unknown>)[field]) : undefined;
    if (time !== undefined && (newest === undefined || time > newest)) newest = time;
  }
  return newest === undefined ? undefined : new Date(newest);
}
