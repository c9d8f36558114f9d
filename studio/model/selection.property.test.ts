/**
 * Issue 32, item 1: no sequence of edits, undos, redos and selections leaves the studio with a selection that names
 * nothing (a white screen: the form read a footer link that had gone). fast-check runs random sequences over the real
 * config (pages.config/portal.json) with the model's own edit functions, as the outline, the pages panel and the form
 * call them (often on what is selected), and fails on any throw or any selection of a page, section or link that is
 * not in the draft.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalog, isComponentName } from '../../src/config/catalog';
import type { PortalConfig } from '../../src/config/portal-config';
import { addPage, linkFooter, linkHeader, removePage, STARTERS } from '../pages/page-edits';
import {
  addItem,
  addSection,
  deleteSection,
  duplicateSection,
  moveItem,
  moveSection,
  removeItem,
  setAt,
  setSectionHidden,
} from './edits';
import { apply, linksOf, loadPublished, redo, select, studio, undo, type Selection } from './studio-store';

const published = (): PortalConfig => JSON.parse(readFileSync('pages.config/portal.json', 'utf8'));
const LISTS = ['tabs', 'personalLinks', 'companyLinks'] as const;
const listPointer = (list: (typeof LISTS)[number]) => (list === 'tabs' ? '/header/tabs' : `/footer/${list}`);
const esc = (id: string) => id.replace(/~/g, '~0').replace(/\//g, '~1');
const components = Object.keys(catalog).filter(isComponentName);

/** What is wrong with the selection in the draft, or null: the page, section or link it names is there. */
function invalid(draft: PortalConfig, selection: Selection): string | null {
  const { pageId, section, list } = selection;
  if (!draft.pages[pageId]) return `page ${pageId} is gone`;
  if (section === null) return null;
  if (!Number.isInteger(section)) return `index ${section}`;
  const length = list ? linksOf(draft, list).length : draft.pages[pageId]!.sections.length;
  return section >= 0 && section < length ? null : `${list ?? pageId}[${section}] of ${length}`;
}

type Step = { name: string; run: () => void };
const pageIds = () => Object.keys(studio.draft!.pages);
/** The n-th of a list (any n), or undefined for an empty one. */
const nth = <T>(items: readonly T[], n: number) => (items.length ? items[n % items.length] : undefined);
const selectedIndex = (n: number) => studio.selection.section ?? n;
const sectionsHere = () => studio.draft!.pages[studio.selection.pageId]?.sections ?? [];

const index = fc.nat({ max: 40 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ name: 'undo', run: undo }),
  fc.constant<Step>({ name: 'redo', run: redo }),
  fc
    .tuple(index, fc.option(fc.integer({ min: -3, max: 40 })), fc.option(fc.constantFrom(...LISTS)), fc.boolean())
    .map(([p, section, list, bogus]) => ({
      name: `select ${p} ${section} ${list}${bogus ? ' (gone page)' : ''}`,
      run: () => select(bogus ? 'noSuchPage' : nth(pageIds(), p)!, section, list ?? undefined),
    })),
  fc.tuple(fc.constantFrom('move', 'hide', 'duplicate', 'delete', 'retitle'), index, index).map(([op, a, b]) => ({
    name: `section ${op} ${a} ${b}`,
    run: () => {
      const { pageId, list } = studio.selection;
      if (list) return;
      const d = studio.draft!;
      const i = selectedIndex(a) % Math.max(1, sectionsHere().length);
      if (op === 'move') apply(moveSection(d, pageId, i, b % Math.max(1, sectionsHere().length)));
      if (op === 'hide') apply(setSectionHidden(d, pageId, i, b % 2 === 0));
      if (op === 'duplicate') apply(duplicateSection(d, pageId, i));
      if (op === 'delete') apply(deleteSection(d, pageId, i));
      if (op === 'retitle' && sectionsHere()[i])
        apply(setAt(d, `/pages/${esc(pageId)}/sections/${i}/title`, { 'zh-CN': `栏目${b}` }));
    },
  })),
  fc.tuple(fc.constantFrom(...components), index).map(([component, at]) => ({
    name: `add ${component} at ${at}`,
    run: () => {
      const { pageId, list } = studio.selection;
      if (list) return;
      const where = Math.min(at, sectionsHere().length);
      apply(addSection(studio.draft!, pageId, component, where));
      select(pageId, where);
    },
  })),
  fc
    .tuple(fc.constantFrom('add', 'remove', 'move', 'relabel'), fc.constantFrom(...LISTS), index, index)
    .map(([op, list, a, b]) => ({
      name: `link ${op} ${list} ${a} ${b}`,
      run: () => {
        const d = studio.draft!;
        const pointer = listPointer(list);
        const length = linksOf(d, list).length;
        const i = (studio.selection.list === list ? selectedIndex(a) : a) % Math.max(1, length);
        if (op === 'add') {
          apply(addItem(d, pointer, { id: `tab${a}x${length}`, label: { 'zh-CN': '新链接' }, route: '/home' }));
          select(studio.selection.pageId, length, list);
        }
        if (op === 'remove') apply(removeItem(d, pointer, i));
        if (op === 'move') apply(moveItem(d, pointer, i, b % Math.max(1, length)));
        if (op === 'relabel' && linksOf(d, list)[i]) apply(setAt(d, `${pointer}/${i}/label`, { 'zh-CN': `链接${b}` }));
      },
    })),
  fc.tuple(fc.constantFrom('add', 'remove', 'header', 'footer'), index, fc.boolean()).map(([op, n, flag]) => ({
    name: `page ${op} ${n} ${flag}`,
    run: () => {
      const d = studio.draft!;
      const pageId = nth(pageIds(), n)!;
      if (op === 'add') {
        const made = addPage(d, {
          route: `/campaign${n}`,
          title: { 'zh-CN': `专题${n}` },
          starter: flag ? nth(STARTERS, n) : null,
          header: flag,
          footer: flag ? 'personalLinks' : undefined,
        });
        if ('config' in made) {
          apply(made.config);
          select(made.pageId, null);
        }
      }
      if (op === 'remove') apply(removePage(d, pageId));
      if (op === 'header') apply(linkHeader(d, pageId, flag));
      if (op === 'footer') apply(linkFooter(d, pageId, flag ? 'companyLinks' : null));
    },
  })),
);

describe('the selection under any sequence of edits, undos and redos (fast-check)', () => {
  beforeEach(() => {
    studio.selection = { pageId: 'home', section: null };
    loadPublished(published(), '"e0"');
  });

  it('never names a page, section or link that is not in the draft, and nothing throws', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        studio.selection = { pageId: 'home', section: null };
        loadPublished(published(), '"e0"');
        for (const { name, run } of steps) {
          run();
          const problem = invalid(studio.draft!, studio.selection);
          if (problem) throw new Error(`after ${name}: ${problem}`);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the two cases of the issue: a selected footer link deleted, and an added link taken back by 撤销', () => {
    select('home', 0, 'personalLinks');
    const before = linksOf(studio.draft!, 'personalLinks').length;
    for (let i = 0; i < before; i++) apply(removeItem(studio.draft!, '/footer/personalLinks', 0));
    expect(studio.selection).toEqual({ pageId: 'home', section: null, list: 'personalLinks' });
    undo();
    select('home', 0, 'companyLinks');
    const count = linksOf(studio.draft!, 'companyLinks').length;
    apply(addItem(studio.draft!, '/footer/companyLinks', { label: { 'zh-CN': '新链接' }, route: '/home' }));
    select('home', count, 'companyLinks');
    undo();
    expect(studio.selection).toEqual({ pageId: 'home', section: count - 1, list: 'companyLinks' });
  });
});
