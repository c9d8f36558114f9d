/**
 * Whether the page on screen may show what only this browser knows. The server renders every page as a visitor sees
 * it in Chinese (one cacheable HTML per address, docs/decisions/025), and the browser's first render must match it
 * exactly (hydration); the login, the chosen language and whatever depends on them appear in the render after that.
 * A page the browser draws itself (no server HTML: `npm start`, the studio's preview, tests) is settled from the
 * start.
 */
import { proxy } from 'valtio/vanilla';

export const hydration = proxy({ settled: true });

/** Sections hydrating on their own (a Suspense boundary each, decision 030), not yet done. */
const pending = new Set<string>();
let rootDone = true;

/** Before hydrating server HTML: render as the server did until every part has hydrated. */
export function beginHydration() {
  rootDone = false;
  hydration.settled = false;
}

/**
 * A part of the page that hydrates after the root (a section's boundary): the login and language wait for it. Its
 * `releaseHydration` comes when it has hydrated, or when it is gone (an error replaced it).
 */
export function holdHydration(part: string) {
  if (!hydration.settled) pending.add(part);
}

export function releaseHydration(part: string) {
  if (pending.delete(part)) settleWhenDone();
}

/** After the root's (hydrating) commit: the page is settled once its held parts have hydrated too. */
export function rootHydrated() {
  rootDone = true;
  settleWhenDone();
}

/**
 * Every part hydrated: the login and language may show. `<html data-hydrated>` says the page now answers input
 * (tests wait on it: a server-rendered page reads before its code has arrived, decision 030).
 */
function settleWhenDone() {
  if (!rootDone || pending.size > 0) return;
  hydration.settled = true;
  document.documentElement.dataset.hydrated = '';
}

/**
 * Whether this render draws (or must match) the server's markup: on the server itself, and in the browser until
 * hydration has settled. Such a render shows every section of a page at once, as the server sends them.
 */
export const drawsServerMarkup = () => import.meta.env.SSR || !hydration.settled;
