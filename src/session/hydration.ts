/**
 * Whether the page on screen may show what only this browser knows. The server renders every page as a visitor sees
 * it in Chinese (one cacheable HTML per address, docs/decisions/025), and the browser's first render must match it
 * exactly (hydration); the login, the chosen language and whatever depends on them appear in the render after that.
 * A page the browser draws itself (no server HTML: `npm start`, the studio's preview, tests) is settled from the
 * start.
 *
 * Sections far from the screen may hydrate later (decision 039): when they come near it, when the reader first acts
 * (a key, a pointer, a focus), or when the page must show something the server did not draw (a login, English, care
 * mode), whichever comes first. Until then they are the server's markup, readable, their links plain links.
 */
import { proxy } from 'valtio/vanilla';

export const hydration = proxy({
  /** Every part has hydrated: the login, language and care mode may show. */
  settled: true,
  /** The page answers input: the root and every part that was not deferred have hydrated. Stays true once true. */
  interactive: true,
});

/** Sections hydrating on their own (a Suspense boundary each, decision 030), not yet done. */
const pending = new Set<string>();
/** Of those, the ones that may wait to come near the screen, each with what lets it go. */
const waiting = new Map<string, Deferral & { waits: boolean; go: () => void }>();
let rootDone = true;
let deferring = false;

/**
 * The reader's first act lets every waiting part hydrate; React hydrates the one acted on at once (decision 039). A
 * touch or a mouse press starts with `pointerdown` (no `touchstart` listener, which costs the browser a touch-handler
 * region); `click` covers a click made by a script or assistive technology.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Before hydrating server HTML: render as the server did until every part has hydrated. */
export function beginHydration() {
  rootDone = false;
  // Before `settled` changes: the views that follow it (login, language, care) end the deferring when they would
  // show something the server did not draw (`hydrateEverything`).
  deferring = typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined';
  if (deferring)
    for (const type of INPUT_EVENTS) window.addEventListener(type, hydrateEverything, { capture: true, passive: true });
  hydration.interactive = false;
  hydration.settled = false;
}

/**
 * A part of the page that hydrates after the root (a section's boundary): the login and language wait for it. Its
 * `releaseHydration` comes when it has hydrated, or when it is gone (an error replaced it). Only a part drawn in the
 * root's hydrating render holds: every part of the server's markup is drawn there (no boundary lies above the
 * sections), under ids that a restarted render draws again. A part mounted after the root has hydrated (a section
 * whose data came later) is the browser's own drawing, and the render that holds it may be one React discards and
 * redoes under a new id: its hold would never be released, and the page would never show the login.
 */
export function holdHydration(part: string) {
  if (!hydration.settled && !rootDone) pending.add(part);
}

export function releaseHydration(part: string) {
  waiting.delete(part);
  if (pending.delete(part)) settleWhenDone();
}

/** A held part that may wait (see `deferHydration`): whether it still does, and its end. */
export interface Deferral {
  /** Whether the part still waits (read in render: false from `letHydrate` on, at once, not a microtask later). */
  readonly waits: boolean;
  /** Resolves when it may hydrate. */
  readonly until: Promise<void>;
}

/**
 * For a held part hydrating the server's markup: a deferral if parts may wait on this page (a visitor who sees the
 * page as the server drew it), else undefined (hydrate now). The caller lets it go with `letHydrate` once it is near
 * the screen.
 */
export function deferHydration(part: string): Deferral | undefined {
  if (!deferring || rootDone || !pending.has(part)) return undefined;
  // The same for a second call (React's strict mode runs a state's initializer twice in development).
  const known = waiting.get(part);
  if (known) return known;
  let go!: () => void;
  const until = new Promise<void>((resolve) => (go = resolve));
  const entry = { waits: true, until, go };
  waiting.set(part, entry);
  return entry;
}

/** The part may hydrate now. */
export function letHydrate(part: string) {
  const entry = waiting.get(part);
  if (!entry?.waits) return;
  entry.waits = false;
  entry.go();
}

/**
 * Every waiting part hydrates now, and none waits from here on: the reader has acted, or the page must show what the
 * server did not draw (before it does, every part must have matched the server's markup).
 */
export function hydrateEverything() {
  if (!deferring) return;
  deferring = false;
  for (const type of INPUT_EVENTS) window.removeEventListener(type, hydrateEverything, { capture: true });
  for (const part of waiting.keys()) letHydrate(part);
}

/** After the root's (hydrating) commit: the page is settled once its held parts have hydrated too. */
export function rootHydrated() {
  rootDone = true;
  settleWhenDone();
}

/**
 * The root and every part not waiting hydrated: the page answers input, `<html data-hydrated>` (tests wait on it: a
 * server-rendered page reads before its code has arrived, decision 030). Every part hydrated: the login and language
 * may show, `<html data-settled>`.
 */
function settleWhenDone() {
  if (!rootDone) return;
  // (A page the browser drew itself was interactive from the start: it says so here too.)
  if (hydration.interactive || [...pending].every((part) => waiting.get(part)?.waits === true)) {
    hydration.interactive = true;
    document.documentElement.dataset.hydrated = '';
  }
  if (pending.size > 0) return;
  hydration.settled = true;
  document.documentElement.dataset.settled = '';
  hydrateEverything();
}

/**
 * Whether this render draws (or must match) the server's markup: on the server itself, and in the browser until
 * hydration has settled. Such a render shows every section of a page at once, as the server sends them.
 */
export const drawsServerMarkup = () => import.meta.env.SSR || !hydration.settled;
