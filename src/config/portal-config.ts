/** Types of pages.config/portal.json; pages.config/schema.json is the authority, these mirror it for the code. */
import type { ComponentName } from './catalog';
import type { OptionsOf } from './catalog-editing';
import type { FilterConfig, LinkConfig, SectionBase, SourceConfig, Text } from './config-parts';

export type { FilterConfig, LinkConfig, SectionBase, SourceConfig, Text };

export interface TabConfig extends LinkConfig {
  id: string;
}

/** One of a section's options by name, as config holds it (the checker knows which names are sources). */
export const optionValue = (section: { options?: object }, name: string): unknown =>
  Object.entries(section.options ?? {}).find(([key]) => key === name)?.[1];

/** Whether a value (a section's option, say) is a data source. */
export const isSourceConfig = (v: unknown): v is SourceConfig =>
  typeof v === 'object' && v !== null && typeof (v as Partial<SourceConfig>).operation === 'string';

/** A section of one component, with that component's options typed from its schema (decision 049). */
export type SectionOf<C extends ComponentName> = SectionBase & { component: C } & (OptionsOf<C> extends undefined
    ? { options?: undefined }
    : { options?: OptionsOf<C> });

/** A section of any component: a union discriminated on `component`. */
export type SectionConfig = { [C in ComponentName]: SectionOf<C> }[ComponentName];

/**
 * A section of `component` from settings written for it (its editing defaults, with an id and a title of its own).
 * The one place a section is made from a name known only at run time: what makes the union's member right is that
 * the settings are that component's own defaults, which a unit test holds to the checker.
 */
export const sectionFrom = (
  component: ComponentName,
  settings: Omit<SectionBase, 'component'> & { options?: unknown },
): SectionConfig => ({ ...settings, component }) as SectionConfig;

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

/** A government website's required footer parts (政府网站发展指引; docs/decisions/056). */
export interface GovernmentFooter {
  /** 主办单位 */
  sponsor: Text;
  /** 承办单位 */
  organiser: Text;
  /** 网站标识码, ten digits. */
  siteCode: string;
  /** ICP 备案号, linked to https://beian.miit.gov.cn/. */
  icp: { number: Text };
  /** 公安机关备案号: the number as shown, its digits for the record's link, and the emblem. */
  publicSecurity: { number: Text; recordCode: string; image: string };
  /** The 党政机关 identification emblem and its check page. */
  conac: { href: string; image: string };
  siteMap: LinkConfig;
  contact: LinkConfig;
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
    /** Deprecated: plain filing notices of configs written before `government`, shown only without it. */
    filings?: Text[];
    government?: GovernmentFooter;
  };
  pages: Record<string, PageConfig>;
}

/** A problem in the editor's words, in one language: what is wrong, what to do, and where (首页 › 最新职位). */
export interface PlainWords {
  message: string;
  fix: string;
  place?: string;
}

/**
 * A problem found in a config file. `message` and `fix` are the developer's words (`npm run config:check`, the
 * publishing service's answers); `words` say it to an HR editor in both languages, without pointers, keys or
 * operation ids (decision 050; src/config/problem-words.ts). Every problem the checker finds has them.
 */
export interface ConfigProblem {
  file: string;
  pointer: string;
  message: string;
  fix: string;
  words?: { 'zh-CN': PlainWords; en: PlainWords };
  /** A warning (src/config/config-warnings.ts) is shown, but blocks neither publishing nor the preview. */
  level?: 'warning';
}

export const formatProblem = (p: ConfigProblem) =>
  `${p.file}${p.pointer ? ` at ${p.pointer}` : ''}: ${p.message}. ${p.fix}`;
