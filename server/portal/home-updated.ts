/**
 * When the home page was last updated, for the portal_home_last_updated_timestamp_seconds gauge (decision 066): the
 * newest notice or news item its sections list, read as the studio's site health reads them (home-data.ts: the
 * sections a visitor of /home sees, their params, the date field of record-age.ts) through the server's own client,
 * so the shared data cache answers it. 全国政府网站普查 fails a home page whose news and notices are 14 days old.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PortalConfig } from '../../src/config/portal-config';
import { readHomeUpdatedFrom } from '../observe/metrics';
import { homeSections, readSection, type SourceCaller } from '../studio/site-health/home-data';
import { newestRecord } from '../studio/site-health/record-age';

/** The lists of news and notices (通知公告, 招聘资讯): what the census's update rule is about. */
const NEWS = new Set(['queryNoticeByPage', 'homeArticleIndex']);

/** The newest news or notice time on the home page, in Unix seconds; undefined when it shows none with a date. */
async function homeNewest(config: PortalConfig, client: SourceCaller): Promise<number | undefined> {
  const sections = homeSections(config).filter((s) => s.asks.some((a) => NEWS.has(a.source.operation)));
  const answers = (await Promise.all(sections.map((s) => readSection(client, s)))).flat();
  const times = answers.flatMap((a) =>
    a.state === 'rows' && NEWS.has(a.operation) ? [newestRecord(a.operation, a.rows)?.getTime() ?? 0] : [],
  );
  const newest = Math.max(0, ...times);
  return newest > 0 ? Math.floor(newest / 1000) : undefined;
}

/** Reads the gauge at each scrape from the live config, waiting at most `timeoutMs` (else the last value stays). */
export function followHomeUpdated(config: () => PortalConfig, client: SourceCaller, timeoutMs = 2_000) {
  readHomeUpdatedFrom(() => Promise.race([homeNewest(config(), client), sleep(timeoutMs, undefined, { ref: false })]));
}
