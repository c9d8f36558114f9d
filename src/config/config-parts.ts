/**
 * The parts of pages.config/portal.json that every section and link is made of (texts, links, data sources, filters,
 * the settings every section has). Apart from portal-config.ts, which adds the sections typed per component, so that
 * the components' editing definitions can use them without importing back what gathers them (decision 049).
 */
/**
 * The languages the config's texts are written in: the portal's two (src/i18n reads the config's texts in them; the
 * config, below it, does not import the texts' catalogues, decision 061).
 */
export type Locale = 'zh-CN' | 'en';

export type Text = string | { 'zh-CN': string; en?: string };

export interface LinkConfig {
  label: Text;
  route?: string;
  memberCentre?: string;
  href?: string;
  requires?: 'company' | 'personal';
}

export interface SourceConfig {
  operation: string;
  params?: Record<string, string | number | boolean | unknown[]>;
  bind?: Record<string, string>;
}

export interface FilterConfig {
  param: string;
  label: Text;
  control: 'keywords' | 'district' | 'select';
  query?: string;
  options?: { value: string; label: Text }[];
}

/** What every section has, whatever its component. */
export interface SectionBase {
  id: string;
  title?: Text;
  hidden?: boolean;
  /** Care mode (issue 12): `hide` leaves the section out there; `careOrder` orders the page there (lowest first). */
  careMode?: 'show' | 'hide';
  careOrder?: number;
  width?: 'full' | 'twoThirds' | 'half' | 'third';
  source?: SourceConfig;
  sources?: Record<string, SourceConfig>;
  pageSize?: number;
  show?: number;
  paginate?: boolean;
  filters?: FilterConfig[];
  more?: string;
  when?: { query: string; equals: string };
}
