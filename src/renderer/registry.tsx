/**
 * Component names of page config -> drawable components: the component itself once its code has arrived, else a
 * React.lazy wrapper that loads it (component-loaders.ts).
 */
import { lazy, type LazyExoticComponent } from 'react';
import type { ComponentName } from '../config/catalog';
import { loadComponent, loadedComponent, type Section } from './component-loaders';

const lazies = new Map<ComponentName, LazyExoticComponent<Section>>();

/**
 * The component to draw for a config name: the component itself once its code is here, else its React.lazy
 * wrapper (one per name). (A lazy component suspends on its first render even when its code has arrived, and React
 * then holds the content back for up to 300 ms: a page of sections appearing one after another would take seconds.)
 * Take it once per section instance, so the component type never changes under a mounted section.
 */
export function componentFor(name: ComponentName): Section {
  const loaded = loadedComponent(name);
  if (loaded) return loaded;
  let wrapper = lazies.get(name);
  if (!wrapper)
    lazies.set(name, (wrapper = lazy(() => loadComponent(name).then((component) => ({ default: component })))));
  return wrapper;
}
