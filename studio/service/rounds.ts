/**
 * How often the studio asks the service of its own accord, without a reload (issue 32 items 2 and 5). Read by the
 * e2e tests too, which run these rounds at once with Playwright's clock instead of waiting for them.
 */

/** Who else has the page open, and whether this tab holds it (decision 085: use-presence.ts). */
export const BEAT_MS = 10_000;

/** The submissions: a reviewer's count and queue, an author's decisions (decision 084: use-submission-watch.ts). */
export const WATCH_MS = 15_000;
