// @vitest-environment node
// The home page's data asked as the portal asks it (decision 051): the parameters and the rows of every home section
// of the repository's config are those of src/data/source-query.ts, which the portal's pages use.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_FILE } from '../../config-check/portal-config-check';
import { rowsOf as portalRows, sourceParams } from '../../../src/data/source-query';
import type { SourceConfig } from '../../../src/config/portal-config';
import { answer } from '../../../tests/support/contract-answers';
import { homeSections, homeSourceParams, rowsOf } from './home-data';

const SEED = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
const sections = homeSections(SEED);

describe('the home page of a config', () => {
  it('is the page at /home, its sections those a visitor of the plain address sees', () => {
    expect(sections.map((s) => s.id)).toEqual(
      (SEED.pages.home.sections as { id: string; hidden?: boolean; when?: unknown }[])
        .filter((s) => !s.hidden && !s.when)
        .map((s) => s.id),
    );
    const moved = { pages: { start: { route: '/Home/', sections: [{ id: 'a', component: 'NoticeList' }] } } };
    expect(homeSections(moved).map((s) => s.id)).toEqual(['a']);
    const hidden = {
      pages: {
        home: {
          route: '/home',
          sections: [
            { id: 'a', hidden: true },
            { id: 'b', when: {} },
          ],
        },
      },
    };
    expect(homeSections(hidden)).toEqual([]);
  });

  it('reads whatever a request sends without failing', () => {
    for (const junk of [null, 1, 'x', [], { pages: 3 }, { pages: { home: { sections: [null, 1, { id: 2 }] } } }])
      expect(homeSections(junk)).toEqual([]);
  });
});

describe('as the portal asks', () => {
  it('sends the parameters source-query.ts sends for every home section at the plain address', () => {
    const asked = sections.filter((s) => s.asks.length);
    expect(asked.length).toBeGreaterThan(10);
    for (const s of asked)
      for (const { source, pageSize } of s.asks)
        expect(homeSourceParams(source, pageSize), s.id).toEqual(
          sourceParams(source as SourceConfig, { search: new URLSearchParams(), pageSize, page: 1 }).params,
        );
  });

  it('asks nothing that needs an address value or a signed-in member', () => {
    expect(homeSourceParams({ operation: 'queryNoticeById', bind: { id: 'id' } })).toBeUndefined();
    expect(homeSourceParams({ operation: 'companyJobsIndex' })).toBeUndefined();
    expect(homeSourceParams({ operation: 'noSuchOperation' })).toBeUndefined();
  });

  it('finds the rows source-query.ts finds in every home operation answer, with records and without', () => {
    const operations = [...new Set(sections.flatMap((s) => s.asks.map((a) => a.source.operation)))];
    for (const operation of operations)
      for (const example of [undefined, 'empty']) {
        let data: unknown;
        try {
          data = answer(operation, example).data;
        } catch {
          continue; // (an operation without an empty example: a figure or the site settings)
        }
        const { rows, found } = portalRows(data);
        expect(rowsOf(data), `${operation} ${example ?? ''}`).toEqual({ rows, found });
      }
  });
});
