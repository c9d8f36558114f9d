/**
 * The server's own check of page addresses (issue 31 item 5), beside the shared checker's: the portal's router
 * compares routes without case, so `/POLICY` beside `/policy` would serve one page in place of the other, and a page
 * may not take an address the servers answer themselves. The studio's page form refuses the same addresses
 * (studio/pages/page-edits.ts); this check holds PUT /config, `npm run config:check` and the build to them too.
 */
import type { ConfigProblem } from '../../src/config/portal-config';

/**
 * Routes (under /n2024/web/) no page may take, compared without case: the bare address (sent to /home), the studio
 * and its API, the servers' /healthz, /readyz and /metrics, and API-looking paths. /404 is the not-found page's
 * and must be one page's (the shared checker requires it), so a second page can take it only in another case.
 */
export const RESERVED_ROUTES = ['/', '/studio', '/healthz', '/readyz', '/metrics', '/api', '/n2024'] as const;

const esc = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

export function pageAddressProblems(doc: unknown, file: string): ConfigProblem[] {
  const pages = (doc as { pages?: unknown } | null)?.pages;
  if (!pages || typeof pages !== 'object' || Array.isArray(pages)) return [];
  const problems: ConfigProblem[] = [];
  const seen = new Map<string, { id: string; route: string }>();
  for (const [id, page] of Object.entries(pages as Record<string, { route?: unknown }>)) {
    if (typeof page?.route !== 'string') continue;
    const route = page.route;
    const key = route.toLowerCase();
    const pointer = `/pages/${esc(id)}/route`;
    if ((RESERVED_ROUTES as readonly string[]).includes(key))
      problems.push({
        file,
        pointer,
        message: `the page ${id} takes the address ${route}, which the portal keeps for itself`,
        fix: `Give the page another address: ${RESERVED_ROUTES.join(', ')} are not pages`,
      });
    const other = seen.get(key);
    // The same route exactly is the shared checker's problem; only a different case is added here.
    if (other && other.route !== route)
      problems.push({
        file,
        pointer,
        message: `the page ${id} (${route}) and the page ${other.id} (${other.route}) differ only in case: the portal treats them as one address`,
        fix: `Give one of them another address`,
      });
    if (!other) seen.set(key, { id, route });
  }
  return problems;
}
