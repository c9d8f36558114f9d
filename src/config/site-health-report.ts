/**
 * What POST /studio/api/site-health answers (docs/studio-api.md, decision 051): the findings of 站点体检 as data (the
 * section, the dates, the reason), said in the editor's words by the studio. One definition for the service that makes
 * it (server/studio/site-health) and the studio that shows it.
 */
import type { Text } from './portal-config';

/** Why a link does not answer. */
export type LinkFailure =
  | 'scheme' // not an http(s) address
  | 'private' // an address inside a network (or a redirect to one): never asked
  | 'dns' // the name is not found
  | 'refused' // nothing listens there
  | 'timeout'
  | 'tls' // the certificate is refused
  | 'status' // it answered 4xx or 5xx
  | 'redirects' // more redirects than allowed
  | 'network';

/** The section a finding is about, as the draft names it. */
export interface SectionRef {
  id: string;
  component: string;
  title?: Text;
}

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
  /** Links found (friendly links and the config's own) and how many of them were checked. */
  links: { found: number; checked: number };
}
