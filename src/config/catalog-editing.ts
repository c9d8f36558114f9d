/**
 * What the catalogue's components mean to an HR editor: each section's editing definition
 * (src/sections/<Name>/editing.ts: its name, the settings and data choices its form shows, the schema of its options
 * and the defaults of a new section), gathered from the section folders by `npm run sections` (decision 089) under
 * the catalogue's names (tsc refuses a missing or unknown one). Kept apart from catalog.ts so the portal's start-up
 * code, which needs only the kinds, does not carry it (decisions 018, 049).
 */
import type { Static, TObject } from 'typebox';
import type { ComponentName } from './catalog';
import type { EditingDefinition } from './components/section-editing';
import { editings } from './section-editing.gen';

export const catalogEditing = editings satisfies Record<ComponentName, EditingDefinition<any>>;

/** The type of a component's `options`, from its schema; `undefined` for a component that takes none. */
export type OptionsOf<C extends ComponentName> = (typeof catalogEditing)[C] extends { options: infer S extends TObject }
  ? Static<S>
  : undefined;

/** A component's editing definition in its general shape (for code that walks every component). */
export const editingOf = (name: ComponentName): EditingDefinition<Record<string, unknown>> => catalogEditing[name];
