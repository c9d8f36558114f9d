/**
 * The components page config may name: each section's definition (src/sections/<Name>/definition.ts: its kind and
 * the operations whose data it can draw), gathered under the name config uses by the index that `npm run sections`
 * writes from the section folders (decision 089). Plain data (no React, lint-enforced), so the config checker can
 * read it in Node; src/renderer/component-loaders.ts maps the same names to their code, and catalog-editing.ts
 * gathers the editing definitions (decision 049). A definition file is config-side code kept in its section's
 * folder: it imports only src/config/components/, so the config never imports the components that read it.
 */
import { definitions } from './section-definitions.gen';
import type { SectionDefinition } from './components/section-definition';

export const catalog = definitions satisfies Record<string, SectionDefinition>;

export type ComponentName = keyof typeof catalog;
export const isComponentName = (name: string): name is ComponentName => Object.hasOwn(catalog, name);

/** A component's entry, with every optional field in view; undefined for a name the catalogue does not have. */
export const catalogEntry = (name: string): SectionDefinition | undefined =>
  isComponentName(name) ? catalog[name] : undefined;
