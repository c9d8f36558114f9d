import { describe, expect, it } from 'vitest';
import builtIn from '../../../pages.config/portal.json';
import type { PortalConfig } from '../../config/portal-config';
import { siteMapGroups } from './site-map';

const config = builtIn as unknown as PortalConfig;

describe('the site map (decision 056)', () => {
  const groups = siteMapGroups(config);

  it('has a group for each header tab, in the menu’s order, then the pages of no tab', () => {
    expect(groups.map((g) => g.tab?.id)).toEqual([...config.header.tabs.map((t) => t.id), undefined]);
  });

  it('lists every page but the not-found page once, under the tab of its menu (the tab’s own page is the heading)', () => {
    const listed = groups.flatMap((g) => g.entries.map((e) => e.pageId));
    const headings = groups.flatMap((g) =>
      Object.keys(config.pages).filter((id) => g.tab?.route && config.pages[id]!.route === g.tab.route),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...headings].sort()).toEqual(
      Object.keys(config.pages)
        .filter((id) => id !== 'notFound')
        .sort(),
    );
    const jobs = groups.find((g) => g.tab?.id === 'jobSearch')!;
    expect(jobs.entries.map((e) => e.pageId)).toEqual(['jobDetail', 'firmDetail']);
    expect(groups.at(-1)!.entries.map((e) => e.pageId)).toEqual(['siteMap', 'contact']);
  });

  it('marks the pages that show a record read from their address', () => {
    const entries = groups.flatMap((g) => g.entries);
    const byId = (id: string) => entries.find((e) => e.pageId === id)!;
    expect(byId('jobDetail').needsRecord).toBe(true);
    expect(byId('firmDetail').needsRecord).toBe(true);
    expect(byId('notice').needsRecord).toBe(false);
    expect(byId('supervision').needsRecord).toBe(false);
  });
});
