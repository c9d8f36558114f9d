/**
 * How long the shared data cache keeps a public answer fresh, per operation id (docs/decisions/042). Past it the
 * answer is stale: still served at once while one request refreshes it, and served instead of a failing backend.
 * The times follow how often the data changes and how much a visitor loses by seeing it late.
 */
import type { OperationId } from '../../sdk/operations.gen';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Lists and anything not named below: new jobs and notices should show within half a minute. */
export const LIST_TTL_MS = 30 * SECOND;
/** One record's page (a job, a fair, a school): edits show within a minute. */
export const DETAIL_TTL_MS = 60 * SECOND;

const TTL_MS: Partial<Record<OperationId, number>> = {
  // Site settings, links and adverts: edited by hand in the back office, a few times a day at most.
  homeConfigIndex: 5 * MINUTE,
  queryLinksInConfig: 5 * MINUTE,
  queryLink: 5 * MINUTE,
  homeAdIndex: 5 * MINUTE,
  // Categories, the area tree and other reference lists: change with the city's organisation, not by the hour.
  homeClassifyIndex: 10 * MINUTE,
  homeArticleCategory: 10 * MINUTE,
  schoolType: 10 * MINUTE,
  scattWorkCategory: 10 * MINUTE,
  businessScope: 10 * MINUTE,
  disputeType: 10 * MINUTE,
  queryOrganization: 10 * MINUTE,
  queryBiddingProcess: 10 * MINUTE,
  // Notices and the home figures: published a few times a day; a minute or two late is no loss.
  queryNoticeByPage: 2 * MINUTE,
  homeIndex: 2 * MINUTE,
  // Details.
  queryNoticeById: DETAIL_TTL_MS,
  queryJobById: DETAIL_TTL_MS,
  queryCompanyById: DETAIL_TTL_MS,
  queryJobFairById: DETAIL_TTL_MS,
  queryOnlineJobFairById: DETAIL_TTL_MS,
  schoolDetail: DETAIL_TTL_MS,
  queryJobTeacherById: DETAIL_TTL_MS,
  queryMiniClassById: DETAIL_TTL_MS,
  getInfoById: DETAIL_TTL_MS,
  queryPolicyById: DETAIL_TTL_MS,
};

/** The fresh time of an operation's answers, in ms. */
export function ttlFor(operationId: string): number {
  return TTL_MS[operationId as OperationId] ?? LIST_TTL_MS;
}
