/**
 * POST /site-health (站点体检, decision 051): a draft config checked as the national inspection would, for any
 * signed-in role (editors before publishing, reviewers on a submission). The body is bounded as every call's (1 MB);
 * at most two checks run at once in a process (429 `busy`), each bounded in links and time (link-check.ts). The data
 * is read from the backend the portal uses: API_TARGET, else the local mock (MOCK_PORT, default 4010), as
 * vite.config.ts and the portal server have it. STUDIO_LINK_CHECK_ALLOW_PRIVATE=1 lets the link checker ask private
 * addresses, for tests only: it is ignored in production (NODE_ENV=production).
 */
import { createPortalClient } from '../../../sdk/client';
import { HttpError, readJsonBody, sendJson } from '../http-io';
import { siteHealth } from '../site-health/site-health';
import type { LinkCheckOptions } from '../site-health/link-check';
import type { Route } from './call';

const MAX_RUNNING = 2;
const DATA_TIMEOUT_MS = 5_000;

/** Where the portal's /n2024 API is (its origin). */
export const portalApiTarget = (env: NodeJS.ProcessEnv = process.env) =>
  env.API_TARGET || `http://127.0.0.1:${env.MOCK_PORT ?? 4010}`;

export function linkCheckSettings(env: NodeJS.ProcessEnv = process.env): LinkCheckOptions {
  const allowPrivate = env.STUDIO_LINK_CHECK_ALLOW_PRIVATE === '1' && env.NODE_ENV !== 'production';
  return allowPrivate ? { allowPrivate } : {};
}

export function siteHealthRoutes(options: { apiTarget?: () => string; links?: () => LinkCheckOptions } = {}): Route[] {
  const target = options.apiTarget ?? (() => portalApiTarget());
  const links = options.links ?? (() => linkCheckSettings());
  let running = 0;
  return [
    {
      method: 'POST',
      path: /^\/site-health$/,
      role: 'editor',
      async handle({ req, res, desk }) {
        const body = await readJsonBody(req);
        const config = body && typeof body === 'object' ? (body as { config?: unknown }).config : undefined;
        if (!config || typeof config !== 'object' || Array.isArray(config))
          throw new HttpError(400, 'send {"config": {...}}: the config to check');
        if (running >= MAX_RUNNING)
          throw new HttpError(429, 'site health checks are running; try again shortly', { code: 'busy' });
        running++;
        try {
          const client = createPortalClient({
            baseUrl: new URL('/n2024', target()).href,
            timeoutMs: DATA_TIMEOUT_MS,
            dedupe: false,
          });
          const report = await siteHealth(config, {
            client,
            now: desk.now(),
            history: desk.publications,
            links: links(),
          });
          sendJson(res, 200, report);
        } finally {
          running--;
        }
      },
    },
  ];
}
