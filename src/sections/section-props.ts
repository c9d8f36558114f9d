/**
 * What the renderer hands every section component. Components render; they never fetch for display. The
 * renderer has already resolved the section's data source(s) from config through src/data, and shows loading,
 * empty and error states itself (SectionFrame), so a component only ever sees data that arrived.
 */
import type { SectionConfig } from '../config/portal-config';

export interface SectionProps {
  section: SectionConfig;
  /** The envelope's data of `section.source`; for `section.sources`, an object of each named source's data. */
  data: unknown;
  /** For list components: the rows of the data (records / items / info / article_list / a bare array), already cut to `show`. */
  rows: readonly unknown[];
  /** Total number of records the API reports, when it does. */
  total?: number;
  /** The page address's query (for kept-alive pages: as it was when the page was last shown). */
  search: URLSearchParams;
}
