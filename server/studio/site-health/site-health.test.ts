// @vitest-environment node
// 站点体检 against the mock the portal runs on (decision 051): the repository's home page, its data read through the
// portal's SDK client from Prism serving the contract's examples, with 微课堂 answering the contract's `empty` example
// (a backend with no mini classes yet). The examples' records are dated September 2026; the check runs at two times.
import { readFileSync } from 'node:fs';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../sdk/client';
import { startBackendProxy } from '../../../mock-server/backend-proxy.mjs';
import { startMock } from '../../../mock-server/server.mjs';
import { CONFIG_FILE } from '../../config-check/portal-config-check';
import type { VersionMeta } from '../../../src/config/config-version';
import type { Finding } from '../../../src/config/site-health-report';
import { siteHealth } from './site-health';

const SEED = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as { pages: { home: { sections: { id: string }[] } } };
let mock: Awaited<ReturnType<typeof startMock>>;
let backend: Awaited<ReturnType<typeof startBackendProxy>>;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  backend = await startBackendProxy({ target: mock.url });
  backend.mode({ prefer: (req) => (req.url?.includes('queryMiniClassPage') ? 'empty' : undefined) });
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await mock?.close();
});

/** No name resolves (the mock's friendly links are the city's sites, which a test must not ask for real). */
const noDns: LookupFunction = (hostname, _options, callback) =>
  callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 4);

/** A history whose one version, the seed, was published at `at`. */
const history = (at: string) => {
  const meta: VersionMeta = { id: 'v1', publishedAt: at, editor: '', comment: '', hash: 'h1', initial: true };
  return { versions: async () => [meta], version: async () => ({ meta, text: JSON.stringify(SEED) }) };
};

const check = (now: string, config: unknown = SEED) =>
  siteHealth(config, {
    client: createPortalClient({ baseUrl: `${backend.url}/n2024`, dedupe: false }),
    now: new Date(now),
    history: history('2026-09-01T00:00:00.000Z'),
    links: { lookup: noDns },
  });

const bySection = (findings: Finding[], id: string) =>
  findings.filter((f) => 'section' in f && f.section?.id === id && f.kind !== 'link');

describe('站点体检 of the home page on the mock', () => {
  it('finds the empty section and the stale ones by their newest record; a fresh one says nothing', async () => {
    const { findings } = await check('2026-10-01T00:00:00.000Z');
    expect(bySection(findings, 'miniClasses')).toEqual([
      {
        kind: 'empty',
        section: { id: 'miniClasses', component: 'MiniClassList', title: { 'zh-CN': '微课堂', en: 'Mini classes' } },
      },
    ]);
    // The newest notice is of 2026-09-09 23:26 UTC: 21 whole days before.
    expect(bySection(findings, 'notices')).toEqual([
      expect.objectContaining({ kind: 'stale', newest: '2026-09-09T23:26:40.000Z', days: 21 }),
    ]);
    expect(bySection(findings, 'jobs')).toEqual([expect.objectContaining({ kind: 'stale', days: 20 })]);
    // The fair schedule's newest fair is held on 2026-09-29: fresh. Sections without dates say nothing when they
    // have rows.
    for (const fresh of ['jobFairs', 'mentors', 'resumes', 'links', 'stats', 'banner'])
      expect(bySection(findings, fresh)).toEqual([]);
    // Four weak sections: not yet the five that fail a site; the home page's newest record is two days old.
    expect(findings.map((f) => f.kind)).not.toContain('manySections');
    expect(findings.map((f) => f.kind)).not.toContain('homeStale');
  });

  it('says each friendly link that does not answer, by name', async () => {
    const { findings, links } = await check('2026-10-01T00:00:00.000Z');
    const broken = findings.filter((f) => f.kind === 'link');
    expect(broken).toContainEqual(
      expect.objectContaining({ name: '江城市人民政府', url: 'https://www.jiangcheng.gov.cn/', reason: 'dns' }),
    );
    // The seven friendly links, and the config's own: the 党政机关 emblem's check page (decision 056).
    expect(broken).toContainEqual(
      expect.objectContaining({ url: expect.stringMatching(/^https:\/\/bszs\.conac\.cn\//) }),
    );
    expect(broken).toHaveLength(8);
    expect(links).toEqual({ found: 8, checked: 8 });
  });

  it('two months on: five weak sections fail the site, and the home page has not been updated since the last fair', async () => {
    const { findings } = await check('2026-11-26T00:00:00.000Z');
    expect(findings.slice(0, 2)).toEqual([
      { kind: 'homeStale', since: '2026-09-29T09:26:40.000Z', days: 57 },
      { kind: 'manySections', count: 5 },
    ]);
  });

  it('says nothing of the home page when the draft changes it (publishing it updates the home page)', async () => {
    const draft = structuredClone(SEED);
    draft.pages.home.sections = draft.pages.home.sections.filter((s) => s.id !== 'mentors');
    const { findings } = await check('2026-11-26T00:00:00.000Z', draft);
    expect(findings.map((f) => f.kind)).not.toContain('homeStale');
  });

  it('says a section whose data cannot be read, and checks nothing of a config without a home page', async () => {
    backend.mode({ down: 'error' });
    try {
      const { findings } = await check('2026-10-01T00:00:00.000Z');
      expect(bySection(findings, 'notices')).toEqual([expect.objectContaining({ kind: 'unreadable' })]);
    } finally {
      backend.mode({ prefer: (req) => (req.url?.includes('queryMiniClassPage') ? 'empty' : undefined) });
    }
    expect((await check('2026-10-01T00:00:00.000Z', { pages: {} })).findings).toEqual([]);
  });
});
