/**
 * The shape of a section component's definition (components/<Name>/definition.ts): what the renderer and the config
 * check need, as plain data the portal's start-up code can carry. The editing side is section-editing.ts (decision 049).
 */
export type ComponentKind = 'list' | 'detail' | 'form' | 'widget';

export interface SectionDefinition {
  kind: ComponentKind;
  /** Operations whose data the component understands; empty for widgets that need none. */
  operations: readonly string[];
  /** Named sources a form needs (section.sources keys). */
  sources?: readonly string[];
  /**
   * Second sources a list takes under `options` (beside its one `source`), each with the operations it can draw:
   * e.g. the categories of home news (decision 011). The config check holds them against the contract too.
   */
  optionSources?: Readonly<Record<string, readonly string[]>>;
  /** Fixed to the viewport (a corner widget), not drawn in the page's flow. */
  floating?: boolean;
  /**
   * Nothing on it moves or changes by itself (no timer, no socket): what it does starts with the reader's press, key
   * or focus. Its code (a widget's too) may then wait for the reader's first act even on the first screen, its server markup shown
   * until then (decision 098), as a far section's waits until it comes near (090).
   */
  waitsForAct?: boolean;
  /** Address values the component reads itself, beyond its sources' bound values (src/renderer/page-plan.ts). */
  params?: readonly string[];
}
