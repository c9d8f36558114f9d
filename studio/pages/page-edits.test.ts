import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import { describeChanges } from '../model/change-list';
import { checkDraft } from '../model/check';
import { addItem, getAt, setAt } from '../model/edits';
import {
  addPage,
  footerLinksTo,
  headerTabsTo,
  highlightsLost,
  linkFooter,
  linkHeader,
  linksTo,
  newPageProblems,
  pageIdFor,
  removalRefusal,
  removePage,
  routeProblem,
  type NewPage,
} from './page-edits';

const published = (): PortalConfig => JSON.parse(readFileSync('pages.config/portal.json', 'utf8'));
const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};
const POLICY_2026: NewPage = { route: '/zhengce2026', title: { 'zh-CN': '2026 年就业政策' }, starter: 'NoticeList' };

function added(config: PortalConfig, spec: NewPage) {
  const result = addPage(config, spec);
  if (!('pageId' in result)) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result;
}

describe('adding a page', () => {
  it('adds a valid page with a notice list, id from its address, without changing the config it was given', () => {
    const before = deepFreeze(published());
    const { config, pageId } = added(before, POLICY_2026);
    expect(pageId).toBe('zhengce2026');
    const page = config.pages.zhengce2026!;
    expect(page).toMatchObject({ route: '/zhengce2026', title: { 'zh-CN': '2026 年就业政策' } });
    expect(page.sections).toHaveLength(1);
    expect(page.sections[0]).toMatchObject({
      component: 'NoticeList',
      title: { 'zh-CN': '通知公告' },
      source: { operation: 'queryNoticeByPage' },
    });
    // Alone on its page, the list is as wide as the page (not the home grid's third).
    expect(page.sections[0]!.width).toBeUndefined();
    expect(checkDraft(config)).toEqual([]);
    expect(before).toEqual(published());
    expect(describeChanges(before, config, 'zh-CN')).toEqual(['2026 年就业政策: 新增页面']);
  });

  it('an empty page, an English title, a menu highlight; a missing slash is added', () => {
    const { config, pageId } = added(published(), {
      route: ' guide ',
      title: { 'zh-CN': '办事指南', en: 'Guide' },
      menu: 'policy',
      starter: null,
    });
    expect(config.pages[pageId]).toEqual({
      route: '/guide',
      title: { 'zh-CN': '办事指南', en: 'Guide' },
      menu: 'policy',
      sections: [],
    });
    expect(checkDraft(config)).toEqual([]);
  });

  it('refuses a bad, reserved or taken address (without case) and an empty Chinese title, field by field', () => {
    const config = published();
    const problems = (route: string, zh = '标题') => newPageProblems(config, { route, title: { 'zh-CN': zh } });
    expect(problems('/zheng ce')).toEqual({ route: { code: 'pattern' } });
    expect(problems('/政策')).toEqual({ route: { code: 'pattern' } });
    expect(problems('/a?b=1')).toEqual({ route: { code: 'pattern' } });
    expect(problems('')).toEqual({ route: { code: 'empty' } });
    expect(problems('/')).toEqual({ route: { code: 'empty' } });
    expect(problems('/Studio')).toEqual({ route: { code: 'reserved' } });
    expect(problems('/POLICY')).toEqual({ route: { code: 'taken', pageId: 'policy' } });
    expect(problems('/404', ' ')).toEqual({ route: { code: 'taken', pageId: 'notFound' }, title: 'empty' });
    expect(addPage(config, { route: '/policy', title: { 'zh-CN': '政策二' } })).toEqual({
      problems: { route: { code: 'taken', pageId: 'policy' } },
    });
    expect(routeProblem(config, '/policy', 'policy')).toBeNull();
  });

  it('derives safe page ids, unique among the pages', () => {
    const config = published();
    expect(pageIdFor(config, '/2026')).toBe('page2026');
    expect(pageIdFor(config, '/notfound')).toBe('notfound2');
    const first = added(config, { route: '/x2026', title: { 'zh-CN': '一' } });
    const renamed = setAt(first.config, '/pages/x2026/route', '/elsewhere');
    expect(added(renamed, { route: '/x2026', title: { 'zh-CN': '二' } }).pageId).toBe('x20262');
  });
});

describe('linking a page', () => {
  it('from the header: a tab with the page title, which the new page highlights; off again cleanly', () => {
    const start = added(published(), { ...POLICY_2026, header: true });
    const tab = start.config.header.tabs.at(-1)!;
    expect(tab).toEqual({ id: 'zhengce2026', label: { 'zh-CN': '2026 年就业政策' }, route: '/zhengce2026' });
    expect(start.config.pages.zhengce2026!.menu).toBe('zhengce2026');
    expect(checkDraft(start.config)).toEqual([]);
    const off = linkHeader(start.config, 'zhengce2026', false);
    expect(headerTabsTo(off, 'zhengce2026')).toEqual([]);
    expect(off.pages.zhengce2026!.menu).toBeUndefined();
    expect(checkDraft(off)).toEqual([]);
    // Linked again: one tab, not two.
    const again = linkHeader(linkHeader(off, 'zhengce2026', true), 'zhengce2026', true);
    expect(headerTabsTo(again, 'zhengce2026')).toHaveLength(1);
  });

  it('a tab id already taken gets a number', () => {
    let config = added(published(), POLICY_2026).config;
    config = addItem(config, '/header/tabs', { id: 'zhengce2026', label: '别的', href: 'https://example.gov.cn/' });
    config = linkHeader(config, 'zhengce2026', true);
    expect(config.header.tabs.at(-1)!.id).toBe('zhengce20262');
    expect(checkDraft(config)).toEqual([]);
  });

  it('from the footer: in the column chosen, moved to the other, and removed', () => {
    const { config } = added(published(), { ...POLICY_2026, footer: 'personalLinks' });
    expect(config.footer.personalLinks.at(-1)).toEqual({
      label: { 'zh-CN': '2026 年就业政策' },
      route: '/zhengce2026',
    });
    expect(describeChanges(published(), config, 'zh-CN')).toContain(
      '页脚 › 个人服务链接: 新增 2026 年就业政策 → 2026 年就业政策（/zhengce2026）',
    );
    expect(linkFooter(config, 'zhengce2026', 'personalLinks')).toBe(config);
    const moved = linkFooter(config, 'zhengce2026', 'companyLinks');
    expect(footerLinksTo(moved, 'zhengce2026')).toEqual([
      { column: 'companyLinks', index: moved.footer.companyLinks.length - 1 },
    ]);
    expect(moved.footer.personalLinks).toEqual(published().footer.personalLinks);
    const off = linkFooter(moved, 'zhengce2026', null);
    expect(off.footer).toEqual(published().footer);
    expect(checkDraft(off)).toEqual([]);
  });
});

describe('removing a page', () => {
  it('lists what links to it: tabs, footer links, search types, "更多" links and entry links', () => {
    const config = published();
    const kinds = (pageId: string) => linksTo(config, pageId).map((l) => `${l.kind} ${l.pointer}`);
    expect(kinds('jobSearch')).toEqual([
      'tab /header/tabs/1',
      'footer /footer/personalLinks/2',
      'search /header/search/types/0',
      expect.stringMatching(/^more \/pages\/home\/sections\/\d+\/more$/),
    ]);
    // /supervision?type=1 and ?type=2 open /supervision: entry links of two pages.
    const supervision = linksTo(config, 'supervision');
    expect(supervision.map((l) => l.kind)).toEqual(['entry', 'entry', 'entry', 'entry']);
    // A menu highlight is not a link: /policyInfoDetail highlights 政策 but nothing links to it.
    expect(linksTo(config, 'policyInfoDetail')).toEqual([]);
  });

  it('removes the page with every link to it, clears highlights of its tab, and stays valid and undoable', () => {
    const before = deepFreeze(added(published(), { ...POLICY_2026, header: true, footer: 'companyLinks' }).config);
    const withMore = setAt(before, '/pages/home/sections/0/more', '/zhengce2026');
    const highlighted = setAt(withMore, '/pages/notice/menu', 'zhengce2026');
    expect(highlightsLost(highlighted, 'zhengce2026')).toEqual(['notice']);
    expect(linksTo(highlighted, 'zhengce2026').map((l) => l.kind)).toEqual(['tab', 'footer', 'more']);
    const after = removePage(highlighted, 'zhengce2026');
    expect(after.pages.zhengce2026).toBeUndefined();
    expect(after.header.tabs).toEqual(published().header.tabs);
    expect(after.footer).toEqual(published().footer);
    expect(after.pages.home!.sections[0]!.more).toBeUndefined();
    expect(after.pages.notice!.menu).toBeUndefined();
    expect(checkDraft(after)).toEqual([]);
    expect(before.pages.zhengce2026).toBeDefined();
  });

  it('removes entry links to it, and an entry section left with none', () => {
    const config = published();
    const after = removePage(config, 'supervision');
    expect(checkDraft(after)).toEqual([]);
    const links = (c: PortalConfig) =>
      JSON.stringify(Object.values(c.pages).flatMap((p) => p.sections.map((s) => getAt(s, '/options/links') ?? [])));
    expect(links(after)).not.toContain('/supervision');
    expect(links(after)).toContain('/arbitration');
    // An entry section whose only link opens the page goes with it.
    const lone = setAt(config, '/pages/policy/sections/1/options/links', [{ label: '仲裁', route: '/arbitration' }]);
    const entry = linksTo(lone, 'arbitration').find((l) => l.pointer.startsWith('/pages/policy/'));
    expect(entry).toMatchObject({ kind: 'entrySection', pointer: '/pages/policy/sections/1' });
    const without = removePage(lone, 'arbitration');
    expect(without.pages.policy!.sections.map((s) => s.component)).toEqual(['PolicyList']);
    expect(checkDraft(without)).toEqual([]);
  });

  it('refuses /home and /404, saying which', () => {
    const config = published();
    expect(removalRefusal(config, 'home')).toBe('home');
    expect(removalRefusal(config, 'notFound')).toBe('notFound');
    expect(removalRefusal(config, 'policy')).toBeNull();
    expect(removePage(config, 'home')).toBe(config);
    expect(removePage(config, 'notFound')).toBe(config);
  });
});
