import { act, lazy, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenNear } from './HydrateWhenNear';
import { hydrateAll, letFarSectionsWait } from './late-hydration';

/** A stand-in for the browser's IntersectionObserver: nothing comes near unless the test says so. */
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

const page = (Far: ComponentType, codeReady: boolean) => (
  <section data-section="far">
    <HydrateWhenNear sectionId="far" mayWait codeReady={codeReady} fallback={<p>加载中</p>}>
      <Far />
    </HydrateWhenNear>
  </section>
);

const button = () => document.querySelector<HTMLButtonElement>('[data-section="far"] button')!;
let container: HTMLDivElement;
let root: Root | undefined;
const recoverable: unknown[] = [];

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
  observed.clear();
  vi.unstubAllGlobals();
});

describe('a far section whose code is still to come (decision 090)', () => {
  it('keeps the server markup until its code arrives, and answers a click made before that once it has', async () => {
    container.innerHTML = renderToString(page(Counter, true));
    let arrive!: (m: { default: ComponentType }) => void;
    const Far = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    letFarSectionsWait();
    await act(async () => {
      root = hydrateRoot(container, page(Far, false), { onRecoverableError: (e) => recoverable.push(e) });
    });
    // The reader clicks at once: every wait ends, but the code is not here, so React cannot take the click.
    const clicked = button();
    await act(async () => clicked.click());
    expect(button()).toBe(clicked);
    expect(button().textContent).toBe('点了 0 次');
    // The code arrives: the section hydrates over the same markup and the held click is made on it.
    await act(async () => arrive({ default: Counter }));
    await vi.waitFor(() => expect(button().textContent).toBe('点了 1 次'));
    expect(button()).toBe(clicked);
    expect(recoverable).toEqual([]);
  });

  it('holds no click on a section whose code was there when the page hydrated', async () => {
    container.innerHTML = renderToString(page(Counter, true));
    await act(async () => {
      root = hydrateRoot(container, page(Counter, true));
    });
    await act(async () => button().click());
    expect(button().textContent).toBe('点了 1 次');
  });
});
