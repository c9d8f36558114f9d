/**
 * What POST /site-health answers (docs/studio-api.md; server/studio/site-health/site-health.ts, decision 051): data
 * only, said in the editor's words by finding-words.ts. The studio may not import the server, so the answer's type is
 * written here as the service's docs give it.
 */
export type Title = string | Record<string, string>;

export interface SectionRef {
  id: string;
  component: string;
  title?: Title;
}

export type LinkFailure =
  'scheme' | 'private' | 'dns' | 'refused' | 'timeout' | 'tls' | 'status' | 'redirects' | 'network';

export type Finding =
  | { kind: 'homeStale'; since: string; days: number }
  | { kind: 'manySections'; count: number }
  | { kind: 'empty'; section: SectionRef }
  | { kind: 'stale'; section: SectionRef; newest: string; days: number }
  | { kind: 'unreadable'; section: SectionRef }
  | { kind: 'link'; name: string; url: string; section?: SectionRef; reason: LinkFailure; status?: number }
  | { kind: 'linksUnchecked'; count: number; why: 'count' | 'time' };

export interface SiteHealthReport {
  checkedAt: string;
  findings: Finding[];
  links: { found: number; checked: number };
}
