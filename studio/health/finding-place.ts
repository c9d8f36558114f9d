/**
 * Where the editor fixes what a 站点体检 finding is about (issue 32, item 6): a home section's finding leads to that
 * section, a broken link in a header tab or footer link to that link; findings about the data's dates (the backend's
 * records, not a setting) lead nowhere.
 */
import type { PortalConfig } from '../../src/config/portal-config';
import type { Finding } from '../../src/config/site-health-report';
import { linksOf, type Selection } from '../model/studio-store';

const LISTS = ['tabs', 'personalLinks', 'companyLinks'] as const;

export function findingPlace(config: PortalConfig, finding: Finding): Selection | null {
  const home = Object.keys(config.pages).find((id) => config.pages[id]!.route === '/home');
  if ('section' in finding && finding.section && home) {
    const index = config.pages[home]!.sections.findIndex((s) => s.id === finding.section!.id);
    return index < 0 ? null : { pageId: home, section: index };
  }
  if (finding.kind === 'link')
    for (const list of LISTS) {
      const index = linksOf(config, list).findIndex((link) => link.href === finding.url);
      if (index >= 0) return { pageId: home ?? Object.keys(config.pages)[0]!, section: index, list };
    }
  return null;
}
