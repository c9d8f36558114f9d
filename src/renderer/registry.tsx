/**
 * Component names of page config -> drawable components: the component itself once its code has arrived, else a
 * React.lazy wrapper that loads it (component-loaders.ts).
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { retryingLazy } from '../widgets/retrying-lazy';
import type { ComponentName } from '../config/catalog';
import { loadComponent, loadedComponent, type Section } from './component-loaders';
import { loadedPart, loadPart, type Part, type PartName } from './part-loaders';

const lazies = new Map<ComponentName, () => LazyExoticComponent<Section>>();
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
