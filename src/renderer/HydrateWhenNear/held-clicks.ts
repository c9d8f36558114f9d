/**
 * Clicks on a section whose code is still to come (decision 090). A far section's code is asked for when it comes
 * near the screen or the reader first acts; until it arrives React keeps the server's markup and cannot hydrate the
 * section in the event, as it does when the code is here (decision 039): it would drop the click. So a click inside
 * such a section is held (its default too: a link does not leave the page) and made again on the same element once
 * the section has hydrated. Listened to on the window in the capture phase, after late-hydration.ts's listener (which
 * ends every wait) and before React's own on the root.
 */

export interface Hold {
  /** The section has hydrated: the held clicks are made again. */
  readonly release: () => void;
  /** The section is gone (drawn anew, or an error in its place): its held clicks are forgotten. */
  readonly drop: () => void;
  /** Holds again after a `drop` (StrictMode mounts a component twice), unless released. */
  readonly keep: () => void;
}

interface Entry {
  clicks: HTMLElement[];
  released: boolean;
}

const holds = new Map<string, Entry>();

function onClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const id = target.closest('[data-section]')?.getAttribute('data-section');
  const hold = id === null || id === undefined ? undefined : holds.get(id);
  if (!hold) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  hold.clicks.push(target);
}

function start(sectionId: string, entry: Entry) {
  if (holds.size === 0) window.addEventListener('click', onClick, { capture: true });
  holds.set(sectionId, entry);
}

function end(sectionId: string, entry: Entry) {
  if (holds.get(sectionId) !== entry) return [];
  holds.delete(sectionId);
  if (holds.size === 0) window.removeEventListener('click', onClick, { capture: true });
  return entry.clicks;
}

/** Holds the clicks on `[data-section="{sectionId}"]` until `release` (or `drop`). */
export function holdClicks(sectionId: string): Hold {
  const entry: Entry = { clicks: [], released: false };
  start(sectionId, entry);
  return {
    // After the commit that hydrated the section, in a task of its own: React has its handlers in place by then.
    release: () => {
      entry.released = true;
      const clicks = end(sectionId, entry);
      if (clicks.length) setTimeout(() => clicks.forEach((element) => element.isConnected && element.click()), 0);
    },
    drop: () => void end(sectionId, entry),
    keep: () => {
      if (!entry.released && holds.get(sectionId) !== entry) start(sectionId, entry);
    },
  };
}
