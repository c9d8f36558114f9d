// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import builtIn from '../../pages.config/portal.json';
import { operations, type OperationId } from '../../sdk/operations.gen';
import type { PortalConfig } from '../../src/config/portal-config';
import { exampleData } from '../../tests/support/contract-examples';
import { createSitemaps } from './sitemap';

const config = builtIn as unknown as PortalConfig;
const origin = 'https://jobs.example';

/** Answers every list with the contract's example, as the mock does (the same rows on every page). */
function fakeClient(fail: OperationId[] = []) {
  const calls: string[] = [];
  return {
    calls,
    call: async (op: OperationId) => {
      calls.push(op);
      if (fail.includes(op)) throw new Error('HTTP 500');
      return exampleData('get', operations[op].path);
    },
  };
}

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const locs = (xml: string) => [...parse(xml).getElementsByTagName('loc')].map((l) => l.textContent!);

describe('sitemap', () => {
  it("is an index of valid XML files that list the mock's jobs, companies, fairs, notices, policies and news", async () => {
    const maps = createSitemaps({ client: fakeClient(), origin, config: () => config });
    const files = locs(await maps.index()).map((u) => u.slice(`${origin}/n2024/web/`.length));
    expect(files).toEqual(
      expect.arrayContaining(['sitemap-jobs-1.xml', 'sitemap-companies-1.xml', 'sitemap-notices-1.xml']),
    );
    expect(files.some((f) => f.startsWith('sitemap-policies'))).toBe(true);
    expect(files.some((f) => f.startsWith('sitemap-news'))).toBe(true);
    const jobs = exampleData('get', '/api/web/queryJobListByPage').records;
    const jobUrls = locs((await maps.file('sitemap-jobs-1.xml'))!);
    for (const j of jobs) expect(jobUrls).toContain(`${origin}/n2024/web/jobDetail?id=${j.id}`);
    expect(locs((await maps.file('sitemap-companies-1.xml'))!)).toContain(
      `${origin}/n2024/web/firmDetail?id=${jobs[0].companyId}`,
    );
  });

  it('splits a kind into files of at most maxUrlsPerFile URLs', async () => {
    const maps = createSitemaps({ client: fakeClient(), origin, config: () => config, maxUrlsPerFile: 5 });
    const names = locs(await maps.index()).filter((u) => u.includes('sitemap-jobs-'));
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(locs((await maps.file(name.split('/').pop()!))!).length).toBeLessThanOrEqual(5);
  });

  it('is built once and kept: a second request asks the API nothing', async () => {
    const client = fakeClient();
    const maps = createSitemaps({ client, origin, config: () => config });
    await Promise.all([maps.index(), maps.index()]);
    const asked = client.calls.length;
    await maps.file('sitemap-jobs-1.xml');
    expect(client.calls.length).toBe(asked);
  });

  it('leaves out a list that fails and keeps the others', async () => {
    const maps = createSitemaps({ client: fakeClient(['queryNoticeByPage']), origin, config: () => config });
    const names = locs(await maps.index());
    expect(names.some((n) => n.includes('notices'))).toBe(false);
    expect(names.some((n) => n.includes('jobs'))).toBe(true);
  });

  it('escapes the XML', async () => {
    const maps = createSitemaps({ client: fakeClient(), origin: 'https://a.example/?x=1&y=<2>', config: () => config });
    parse(await maps.index());
  });
});
