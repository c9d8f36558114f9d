/**
 * The route sweep's plan (decision 097): which pages, at which address and for which account, each check of every
 * route loads, merged so that one page load serves every check of that address and account. Each check keeps the
 * addresses and accounts it had as a spec of its own (routes, a11y, hydration); where they differ, the loads do too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressesOf } from './route-addresses';

export const config = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages.config/portal.json'), 'utf8'));

export type Who = 'visitor' | 'personal' | 'company';
/** Each section's own data and the title; axe and the page's basics; hydration of the server's markup. */
export type Check = 'data' | 'axe' | 'hydration';

export interface Load {
  id: string;
  page: any;
  address: string;
  who: Who;
  checks: Check[];
}

const pages = Object.entries<any>(config.pages);
const loads = new Map<string, Load>();

function add(who: Who, route: string, address: string, check: Check) {
  const [id, page] = pages.find(([, p]) => p.route === route)!;
  const key = `${who} ${route}${address}`;
  const load = loads.get(key) ?? { id, page, address, who, checks: [] };
  loads.set(key, load);
  load.checks.push(check);
}

// Each section's data: every address of every route, gated pages (spec s6) for the account they are meant for:
// company pages for a company, the rest for a person whose profile is complete (the mock's memberInfo default).
for (const [, page] of pages)
  for (const address of addressesOf(page))
    add(page.gate === 'company' ? 'company' : page.gate ? 'personal' : 'visitor', page.route, address, 'data');

// axe: every route as a visitor (a gated one shows its gate), and the pages of a company and of a person logged in.
const axeAddress: Record<string, string> = { '/supervision': '?type=1', '/temporaryWorker': '?type=second' };
for (const [, page] of pages)
  add(
    'visitor',
    page.route,
    axeAddress[page.route] ?? (page.sections.some((s: any) => s.source?.bind?.id) ? '?id=1' : ''),
    'axe',
  );
const axeLoggedIn: [Who, string[]][] = [
  ['company', ['/home', '/recruitTalents', '/resumeDetail?id=1', '/jobSearch', '/arbitration', '/odJobs']],
  ['personal', ['/home', '/supervision?type=2', '/signInWork', '/pclicyForm', '/temporaryWorker']],
];
for (const [who, urls] of axeLoggedIn)
  for (const url of urls) add(who, url.replace(/\?.*/, ''), url.replace(/^[^?]*/, ''), 'axe');

// Hydration: every route (a detail page at ?id=1), as a visitor (gated pages aside) and as either member.
for (const who of ['visitor', 'personal', 'company'] as const)
  for (const [, page] of pages) {
    if (page.gate && who === 'visitor') continue;
    const bound = page.sections.some((s: any) =>
      [s.source, ...Object.values(s.sources ?? {})].some((source: any) => source?.bind),
    );
    add(who, page.route, bound ? '?id=1' : '', 'hydration');
  }

/** Every load of the sweep, with the checks it serves among `only` (all when not given). */
function routeLoads(only?: Check[]): Load[] {
  return [...loads.values()]
    .map((load) => ({ ...load, checks: load.checks.filter((c) => !only || only.includes(c)) }))
    .filter((load) => load.checks.length > 0);
}

/**
 * The loads of each account in runs of `size`, one tab each: a page loaded after another of the same tab reads its
 * code from the tab's cache, at a fraction of a first load's processor time (decision 097).
 */
export function routeSweeps(size: number, only?: Check[]): Load[][] {
  const runs: Load[][] = [];
  for (const who of ['visitor', 'personal', 'company'] as const) {
    const mine = routeLoads(only).filter((load) => load.who === who);
    for (let i = 0; i < mine.length; i += size) runs.push(mine.slice(i, i + size));
  }
  return runs;
}
