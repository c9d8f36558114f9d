/**
 * Component names of page config -> the code of their components, each loaded on first use so a page downloads only
 * what it shows. No React here: src/main.tsx starts the opened page's section code from this module before React
 * has arrived (src/renderer/prefetch.ts); registry.tsx makes the components drawable. The loaders are gathered from
 * the section folders by `npm run sections` (section-loaders.gen.ts, decision 089), typed against the catalogue.
 */
import type { ComponentType } from 'react';
import { isComponentName, type ComponentName } from '../config/catalog';
import type { AnySectionProps } from '../sections/section-props';
import { loaders } from './section-loaders.gen';

export type Section = ComponentType<AnySectionProps>;

/** Components whose code has arrived. */
const ready = new Map<string, Section>();

/** The component's code (asked for once; the module system keeps it). */
export function loadComponent(name: ComponentName): Promise<Section> {
  // The one place both forms of the props meet: the renderer hands a component the data of the operation its config
  // names, and the config check (config-rules.ts) has refused any operation the catalogue does not allow it.
  return (loaders[name]() as Promise<Section>).then((component) => {
    ready.set(name, component);
    return component;
  });
}

/** Starts downloading a component's code before it is drawn. */
export function preloadComponent(name: string) {
  if (isComponentName(name)) loadComponent(name).catch(() => undefined); // a failed download shows when the section draws
}

/** The component, if its code has arrived. */
export function loadedComponent(name: string): Section | undefined {
  return ready.get(name);
}

/** Whether a component's code has arrived. */
export function isLoaded(name: string): boolean {
  return ready.has(name);
}
