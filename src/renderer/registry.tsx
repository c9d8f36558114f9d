/**
 * Component names of page config -> drawable components: the component itself once its code has arrived, else a
 * React.lazy wrapper that loads it (component-loaders.ts).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { networkError } from '../../sdk/errors';
import type { ComponentName } from '../config/catalog';
import { loadComponent, loadedComponent, type Section } from './component-loaders';
import { loadedPart, loadPart, type Part, type PartName } from './part-loaders';

const lazies = new Map<ComponentName, () => LazyExoticComponent<Section>>();
const codeFailures = new WeakSet<object>();

/** Whether a section broke because its component's code did not arrive (drawing it again asks for the code again). */
export function isCodeLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && codeFailures.has(error);
}

/** A chunk that did not arrive, as the visitor is told it: a network failure (spec s8), known as a code failure. */
function codeLoadError(cause: unknown): Error {
  const error = networkError(undefined, cause);
  codeFailures.add(error);
  return error;
}

/**
 * A React.lazy of `load` that asks again after a failure: React.lazy keeps a rejection for good, so the failed one is
 * forgotten and the next call (a retry) gets a fresh one. A chunk that did not arrive is told as `codeLoadError`.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => LazyExoticComponent<ComponentType<P>> {
  let current: LazyExoticComponent<ComponentType<P>> | undefined;
  return () => {
    if (!current) {
      const fresh = lazy(() =>
        load().then(
          (component) => ({ default: component }),
          (cause: unknown) => {
            if (current === fresh) current = undefined;
            throw codeLoadError(cause);
          },
        ),
      );
      current = fresh;
    }
    return current;
  };
}

/**
 * The component to draw for a config name: the component itself once its code is here, else its React.lazy
 * wrapper (one per name, anew after a failed load: the section's retry asks again). (A lazy component suspends on
 * its first render even when its code has arrived, and React then holds the content back for up to 300 ms: a page
 * of sections appearing one after another would take seconds.) Take it once per section instance, so the component
 * type never changes under a mounted section.
 */
export function componentFor(name: ComponentName): Section {
  const loaded = loadedComponent(name);
  if (loaded) return loaded;
  let wrapper = lazies.get(name);
  if (!wrapper) {
    wrapper = retryingLazy(() => loadComponent(name));
    lazies.set(name, wrapper);
  }
  return wrapper();
}

const partLazies = new Map<PartName, () => LazyExoticComponent<ComponentType<object>>>();

/**
 * A part some pages draw (part-loaders.ts: the filter bar, page numbers, the gate): itself once its code is here,
 * else its React.lazy wrapper, drawn inside a Suspense boundary of the caller's. Take it once per instance.
 */
export function partFor<N extends PartName>(name: N): Part<N> {
  const loaded = loadedPart(name);
  if (loaded) return loaded;
  let wrapper = partLazies.get(name);
  if (!wrapper) {
    wrapper = retryingLazy(() => loadPart(name) as Promise<ComponentType<object>>);
    partLazies.set(name, wrapper);
  }
  return wrapper() as unknown as Part<N>;
}
