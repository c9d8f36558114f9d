import { act, useState } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, logIn } from '../../session/session-store';
import { HydrateWhenNear } from './HydrateWhenNear';
import { hydrateAll, letFarSectionsWait } from './late-hydration';

/** A stand-in for the browser's IntersectionObserver: the test says when a section comes near. */
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
class FakeObserver {
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.report);
  }
  disconnect() {
    for (const [element, report] of observed) if (report === this.report) observed.delete(element);
  }
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      点了 {n} 次
    </button>
  );
}

const page = (
  <>
    <section data-section="near">
      <HydrateWhenNear sectionId="near" mayWait fallback={<p>加载中</p>}>
        <Counter />
      </HydrateWhenNear>
    </section>
    <section data-section="far">
      <HydrateWhenNear sectionId="far" mayWait fallback={<p>加载中</p>}>
        <Counter />
      </HydrateWhenNear>
    </section>
    <section data-section="widget">
      <HydrateWhenNear sectionId="widget" mayWait={false} fallback={<p>加载中</p>}>
        <Counter />
      </HydrateWhenNear>
    </section>
  </>
);

/** Whether React has taken over the section's button (hydrated it): the element then carries React's fiber. */
const hydrated = (id: string) =>
  Object.keys(document.querySelector(`[data-section="${id}"] button`)!).some((k) => k.startsWith('__reactFiber'));
const button = (id: string) => document.querySelector<HTMLButtonElement>(`[data-section="${id}"] button`)!;

let container: HTMLDivElement;
let root: Root | undefined;
const recoverable: unknown[] = [];

async function hydrateServerMarkup(hydrateNow?: ReadonlySet<string>) {
  container.innerHTML = renderToString(page);
  letFarSectionsWait(hydrateNow);
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (e) => recoverable.push(e) });
  });
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  container = document.createElement('div');
  document.body.append(container);
  recoverable.length = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  hydrateAll();
  clearSession();
  observed.clear();
  vi.unstubAllGlobals();
});

describe('HydrateWhenNear (decision 039)', () => {
  it('keeps a framed section the server drew as its markup until it comes near the screen', async () => {
    await hydrateServerMarkup();
    // A widget hydrates with the page; framed sections wait, each watched.
    expect(hydrated('widget')).toBe(true);
    expect(hydrated('near')).toBe(false);
    expect(hydrated('far')).toBe(false);
    expect(observed.size).toBe(2);

    await act(async () => observed.get(document.querySelector('[data-section="near"]')!)!([{ isIntersecting: true }]));
    expect(hydrated('near')).toBe(true);
    expect(hydrated('far')).toBe(false);
    // The server's markup stayed: the same text, never the loading fallback.
    expect(button('far').textContent).toBe('点了 0 次');
    expect(recoverable).toEqual([]);
  });

  it("hydrates every waiting section at the reader's first act, and the section acted on answers that act", async () => {
    await hydrateServerMarkup();
    await act(async () => button('far').click());
    expect(hydrated('near')).toBe(true);
    expect(hydrated('far')).toBe(true);
    expect(button('far').textContent).toBe('点了 1 次');
    expect(recoverable).toEqual([]);
  });

  it('hydrates every waiting section before a login changes what the page shows', async () => {
    await hydrateServerMarkup();
    await act(async () => logIn({ token: 't', uid: 1, utype: 2, mobile: '13800000000' }));
    expect(hydrated('far')).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it("lets the sections named to hydrate at once (a member's near ones, decision 100) not wait", async () => {
    await hydrateServerMarkup(new Set(['near']));
    expect(hydrated('near')).toBe(true);
    expect(hydrated('far')).toBe(false);
    expect(observed.size).toBe(1);
    expect(recoverable).toEqual([]);
  });

  it('never waits on a page the browser draws itself', async () => {
    letFarSectionsWait();
    await act(async () => {
      root = createRoot(container);
      root.render(page);
    });
    expect(button('far').textContent).toBe('点了 0 次');
    expect(observed.size).toBe(0);
  });
});
