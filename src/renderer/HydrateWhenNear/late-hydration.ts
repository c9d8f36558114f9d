/**
 * Sections far from the screen hydrate late (decision 039): a section of the server's markup may wait until it comes
 * near the screen, or until the reader first acts (a key, a pointer, a focus), whichever comes first. Until then it is
 * the server's markup, readable, its links plain links. The reader's first act, or a change of what the page shows
 * (a login or logout, the language, care mode), ends all waiting: React then hydrates every waiting section, and a
 * section that would be drawn anew while its markup still waits never is.
 */
import { subscribeKey } from 'valtio/utils';
import { careStore } from '../../care/care-mode';
import { localeStore } from '../../i18n/i18n';
import { session } from '../../session/session-store';

/** A section's wait: whether it still waits (read in render), and its end. */
export interface Wait {
  readonly waiting: boolean;
  readonly until: Promise<void>;
  /** Ends the wait: the section hydrates now. */
  readonly hydrate: () => void;
}

/**
 * The reader's first act lets every waiting section hydrate; React hydrates the one acted on at once. A touch or a
 * mouse press starts with `pointerdown` (no `touchstart` listener, which costs the browser a touch-handler region);
 * `click` covers a click made by a script or assistive technology. Listened to on the window, in the capture phase:
 * before React's own listener on the root, so the section acted on no longer waits when React hydrates it.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

let allowed = false;
const waits = new Set<Wait>();
let unwatch: (() => void)[] = [];
/** The sections that hydrate at once whatever they are (a member's near ones). */
let atOnce: ReadonlySet<string> = new Set();

/**
 * Before hydrating the server's markup: sections may wait (in a browser that can tell when they come near the
 * screen), until the reader acts or what the page shows changes. Those named in `hydrateNow` do not: a member's page
 * is drawn as the visitor's by the server, and its sections near the screen are drawn again as the member's once
 * hydrated; one that waited would change under the pointer at the reader's first press, which hydrates it, and the
 * press would land beside what it aimed at (decision 100).
 */
export function letFarSectionsWait(hydrateNow: ReadonlySet<string> = new Set()) {
  if (typeof IntersectionObserver === 'undefined') return;
  allowed = true;
  atOnce = hydrateNow;
  for (const type of INPUT_EVENTS) window.addEventListener(type, hydrateAll, { capture: true, passive: true });
  // Told at once (not a microtask later): before React draws the change, every section has stopped waiting.
  unwatch = [
    subscribeKey(session, 'token', hydrateAll, true),
    subscribeKey(localeStore, 'locale', hydrateAll, true),
    subscribeKey(careStore, 'on', hydrateAll, true),
  ];
}

/** A wait for the section `sectionId` in the hydrating render, or undefined when it hydrates now. */
export function waitToHydrate(sectionId: string): Wait | undefined {
  if (!allowed || atOnce.has(sectionId)) return undefined;
  let resolve!: () => void;
  const wait = {
    waiting: true,
    until: new Promise<void>((done) => (resolve = done)),
    hydrate: () => {
      wait.waiting = false;
      waits.delete(wait);
      resolve();
    },
  };
  waits.add(wait);
  return wait;
}

/** Every waiting section hydrates now, and none waits from here on. */
export function hydrateAll() {
  if (!allowed) return;
  allowed = false;
  for (const type of INPUT_EVENTS) window.removeEventListener(type, hydrateAll, { capture: true });
  for (const end of unwatch) end();
  unwatch = [];
  for (const wait of [...waits]) wait.hydrate();
}
