/** Types of pages.config/portal.json; pages.config/schema.json is the authority, these mirror it for the code. */
export type Text = string | { 'zh-CN': string; en?: string };

export interface LinkConfig {
  label: Text;
  route?: string;
  memberCentre?: string;
  href?: string;
  requires?: 'company' | 'personal';
}

export interface TabConfig extends LinkConfig {
  id: string;
}

export interface SourceConfig {
  operation: string;
  params?: Record<string, string | number | boolean | unknown[]>;
  bind?: Record<string, string>;
}

/** Whether a value (a section's option, say) is a data source. */
export const isSourceConfig = (v: unknown): v is SourceConfig =>
  typeof v === 'object' && v !== null && typeof (v as Partial<SourceConfig>).operation === 'string';

export interface FilterConfig {
  param: string;
  label: Text;
  control: 'keywords' | 'district' | 'select';
  query?: string;
  options?: { value: string; label: Text }[];
}

export interface SectionConfig {
  id: string;
  component: string;
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
  options?: Record<string, unknown>;
}

export interface PageConfig {
  route: string;
  title?: Text;
  keepAlive?: boolean;
  menu?: string;
  header?: boolean;
  footer?: boolean;
  adWindow?: boolean;
  /** Who may open the page (src/session/gates.ts). */
  gate?: 'company' | 'refinedProfile';
  sections: SectionConfig[];
}

export interface PortalConfig {
  $schema?: string;
  version: 1;
  site: { name: Text; logo: string; memberCentre: { base: string; paths: Record<string, string> } };
  header: {
    tabs: TabConfig[];
    extraLink?: boolean;
    search: { placeholder: Text; types: { label: Text; route: string }[] };
  };
  footer: {
    personalLinks: LinkConfig[];
    companyLinks: LinkConfig[];
    miniPrograms: { label: Text; image: string }[];
    phones: { label: Text; number: string }[];
    serviceHours: string[];
    address: Text;
    filings: Text[];
  };
  pages: Record<string, PageConfig>;
}

/** A problem found in a config file, said so an HR editor can act on it. */
export interface ConfigProblem {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

export const formatProblem = (p: ConfigProblem) =>
  `${p.file}${p.pointer ? ` at ${p.pointer}` : ''}: ${p.message}. ${p.fix}`;
