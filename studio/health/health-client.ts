/**
 * 站点体检 asked of the studio's service (POST /site-health): a config checked as the national inspection would. One
 * answer per config is kept for five minutes, so the toolbar's 站点体检 and the publish dialog share a check of the
 * same draft (the store keeps each draft as one frozen object); 重新体检 asks again. A failure is not kept.
 */
import { StudioApiError, studioCall } from '../service/studio-client';
import type { SiteHealthReport } from '../../src/config/site-health-report';

const KEEP_MS = 5 * 60_000;
const kept = new WeakMap<object, { at: number; answer: Promise<SiteHealthReport> }>();

async function ask(config: object): Promise<SiteHealthReport> {
  const res = await studioCall('/site-health', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ config }),
  });
  const body = (await res.json().catch(() => null)) as SiteHealthReport | null;
  if (!body || !Array.isArray(body.findings)) throw new StudioApiError(res.status, 'not a site health report');
  return body;
}

/** The check of `config`: the kept one when it is recent, unless `fresh`. */
export function siteHealthOf(config: object, fresh = false): Promise<SiteHealthReport> {
  const found = kept.get(config);
  if (found && !fresh && Date.now() - found.at < KEEP_MS) return found.answer;
  const answer = ask(config);
  kept.set(config, { at: Date.now(), answer });
  answer.catch(() => kept.get(config)?.answer === answer && kept.delete(config));
  return answer;
}
