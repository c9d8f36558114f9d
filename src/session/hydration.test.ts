/**
 * Which parts of a server-rendered page hydrate when (decisions 030, 039): the page answers input once the root and
 * the parts near the screen have hydrated; parts far below wait until they come near, the reader acts, or the page
 * must show what the server did not draw.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hydration = typeof import('./hydration');
let h: Hydration;

beforeEach(async () => {
  vi.resetModules();
  vi.stubGlobal('IntersectionObserver', class {});
  delete document.documentElement.dataset.hydrated;
  delete document.documentElement.dataset.settled;
  h = await import('./hydration');
});

afterEach(() => vi.unstubAllGlobals());

/** A page of a near part and a far one, hydrating: the root has rendered, not yet committed. */
function page() {
  h.beginHydration();
  h.holdHydration('near');
  h.holdHydration('far');
  const near = h.deferHydration('near')!;
  const far = h.deferHydration('far')!;
  return { near, far };
}

const html = document.documentElement;

describe('hydration of a server-rendered page', () => {
  it('answers input once the root and the near parts have hydrated, and settles only once the far ones have', () => {
    const { near, far } = page();
    h.letHydrate('near');
    expect(near.waits).toBe(false);
    expect(far.waits).toBe(true);
    h.rootHydrated();
    expect(h.hydration.interactive).toBe(false);
    h.releaseHydration('near');
    expect(h.hydration.interactive).toBe(true);
    expect(html.dataset.hydrated).toBe('');
    expect(h.hydration.settled).toBe(false);
    expect(h.drawsServerMarkup()).toBe(true);
    h.letHydrate('far');
    h.releaseHydration('far');
    expect(h.hydration.settled).toBe(true);
    expect(html.dataset.settled).toBe('');
  });

  it('is not held by a part first drawn after the root hydrated, even one whose render is discarded', () => {
    const { near, far } = page();
    h.letHydrate('near');
    h.letHydrate('far');
    h.rootHydrated();
    // A section whose data came after hydration mounts; React throws that render away and mounts it again under a
    // new id: neither render's hold may keep the page from settling.
    h.holdHydration('late-discarded');
    h.holdHydration('late');
    expect(h.deferHydration('late')).toBeUndefined();
    h.releaseHydration('late');
    h.releaseHydration('near');
    h.releaseHydration('far');
    expect(near.waits || far.waits).toBe(false);
    expect(h.hydration.interactive).toBe(true);
    expect(h.hydration.settled).toBe(true);
  });

  it("lets every waiting part go at the reader's first act, in that very event", async () => {
    const { far } = page();
    let resolved = false;
    void far.until.then(() => (resolved = true));
    h.rootHydrated();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    // At once (React hydrates the part acted on inside the event), and its promise follows.
    expect(far.waits).toBe(false);
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('defers nothing once the page must show what the server did not draw', () => {
    h.beginHydration();
    h.hydrateEverything();
    h.holdHydration('far');
    expect(h.deferHydration('far')).toBeUndefined();
  });

  it('defers nothing after the root has hydrated (a section drawn later is drawn, not hydrated)', () => {
    h.beginHydration();
    h.rootHydrated();
    h.holdHydration('late');
    expect(h.deferHydration('late')).toBeUndefined();
  });

  it('defers nothing where the browser cannot tell what is near the screen', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.resetModules();
    h = await import('./hydration');
    h.beginHydration();
    h.holdHydration('far');
    expect(h.deferHydration('far')).toBeUndefined();
  });

  it('counts a part that is gone (an error replaced it) as done', () => {
    page();
    h.rootHydrated();
    h.releaseHydration('near');
    h.releaseHydration('far');
    expect(h.hydration.settled).toBe(true);
  });
});

describe('the views that follow hydration', () => {
  it('a login to show hydrates every waiting part first', async () => {
    const { far } = page();
    h.rootHydrated();
    const { session } = await import('./session-store');
    await import('./use-session');
    session.token = 'token-1';
    expect(far.waits).toBe(false);
  });

  it("a visitor's start-up check changes nothing that waits", async () => {
    const { far } = page();
    const { updateSession } = await import('./session-store');
    await import('./use-session');
    updateSession({ checked: true });
    expect(far.waits).toBe(true);
  });
});

describe('a page the browser draws itself', () => {
  it('says it answers input and has settled once its root has rendered', () => {
    h.rootHydrated();
    expect(html.dataset.hydrated).toBe('');
    expect(html.dataset.settled).toBe('');
  });
});

describe("React's strict mode", () => {
  it('gets the same deferral for a part asked twice, so letting it go lets both go', () => {
    h.beginHydration();
    h.holdHydration('far');
    const first = h.deferHydration('far')!;
    expect(h.deferHydration('far')).toBe(first);
    h.letHydrate('far');
    expect(first.waits).toBe(false);
  });
});
