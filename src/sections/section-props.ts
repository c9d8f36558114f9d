/**
 * What the renderer hands every section component. Components render; they never fetch for display. The
 * renderer has already resolved the section's data source(s) from config through src/data, and shows loading,
 * empty and error states itself (SectionFrame), so a component only ever sees data that arrived.
 *
 * `SectionProps<'JobList'>` types `data` as the envelope data of exactly the operations the catalogue lets that
 * component draw (src/config/catalog.ts), and `rows` as their rows: a config naming another operation is refused by
 * the config check before it can reach the component (decision 019).
 */
import type { catalog, ComponentName } from '../config/catalog';
import type { SectionConfig, SectionOf } from '../config/portal-config';
import type { OperationData, RowOf } from '../data/operation-data';
import type { operations } from '../../sdk/schema';

type Entry<C extends ComponentName> = (typeof catalog)[C];
type OperationsOf<C extends ComponentName> = Extract<Entry<C>['operations'][number], keyof operations>;

/**
 * A component's data: its operations' data; for a form, an object of its named sources' data (each checked where
 * it is read); for a widget that draws no data, nothing.
 */
export type SectionData<C extends ComponentName> = Entry<C>['kind'] extends 'form'
  ? Readonly<Record<string, unknown>>
  : [OperationsOf<C>] extends [never]
    ? undefined
    : OperationData<OperationsOf<C>>;

export interface SectionProps<C extends ComponentName> {
  /** The section's config, its `options` typed from the component's schema (decision 049). */
  section: SectionOf<C>;
  data: SectionData<C>;
  /** For list components: the rows of the data, already cut to `show`. */
  rows: readonly RowOf<SectionData<C>>[];
  /** Total number of records the API reports, when it does. */
  total?: number;
  /** The page address's query (for kept-alive pages: as it was when the page was last shown). */
  search: URLSearchParams;
}

/**
 * The same props as the renderer holds them, before it knows which component it draws: data and rows as they came
 * from the source. Only src/renderer/component-loaders.ts meets both forms (decision 019).
 */
export interface AnySectionProps {
  section: SectionConfig;
  data: unknown;
  rows: readonly unknown[];
  total?: number;
  search: URLSearchParams;
}
