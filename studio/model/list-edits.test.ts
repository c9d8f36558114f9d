import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import { describeChanges } from './change-list';
import { checkDraft } from './check';
import { addItem, moveItem, removeItem, setAt } from './edits';
import { linkFields, pageFields, sectionFields } from './form-model';
import { apply, isDirty, loadPublished, markPublished, redo, replaceDraft, studio, undo } from './studio-store';

const published = (): PortalConfig => JSON.parse(readFileSync('pages.config/portal.json', 'utf8'));
const tabIndex = (c: PortalConfig, id: string) => c.header.tabs.findIndex((t) => t.id === id);

describe('header tabs and footer links', () => {
  it('a moved tab is one line, and the config stays valid', () => {
    const before = Object.freeze(published());
    const after = moveItem(before, '/header/tabs', tabIndex(before, 'policy'), tabIndex(before, 'jobSearch'));
    expect(after.header.tabs.map((t) => t.id).slice(0, 3)).toEqual(['home', 'policy', 'jobSearch']);
    expect(before.header.tabs[1]!.id).toBe('jobSearch');
    expect(checkDraft(after)).toEqual([]);
    expect(describeChanges(before, after, 'zh-CN')).toEqual(['页眉菜单: 政策 移到 找工作 之前']);
    expect(describeChanges(before, after, 'en')).toEqual(['Header menu: Policies moved before Find jobs']);
  });

  it('an added, removed or relabelled footer link is told by its label, an added one with where it goes', () => {
    const before = published();
    const link = { label: { 'zh-CN': '政策查询', en: 'Policy search' }, route: '/policy' };
    const added = addItem(before, '/footer/personalLinks', link);
    expect(describeChanges(before, added, 'zh-CN')).toEqual([`页脚 › 个人服务链接: 新增 政策查询 → 政策（/policy）`]);
    const member = addItem(before, '/footer/personalLinks', {
      label: { 'zh-CN': '点我' },
      memberCentre: 'applications',
    });
    expect(describeChanges(before, member, 'zh-CN')).toEqual(['页脚 › 个人服务链接: 新增 点我 → 会员中心 › 求职管理']);
    expect(checkDraft(added)).toEqual([]);
    const removed = removeItem(before, '/footer/personalLinks', 0);
    expect(describeChanges(before, removed, 'en')).toEqual(['Footer › personal links: removed Register resume']);
    const relabelled = setAt(before, '/footer/personalLinks/2/label/zh-CN', '全部职位');
    expect(describeChanges(before, relabelled, 'zh-CN')).toHaveLength(1);
    expect(describeChanges(before, relabelled, 'zh-CN')[0]).toMatch(
      /^页脚 › 个人服务链接 › 最新职位 › .*最新职位 → 全部职位$/,
    );
  });
});

describe('the store', () => {
  beforeEach(() => loadPublished(published(), '"v1"'));

  it('is dirty after an edit, clean again after undo or after publishing', () => {
    expect(isDirty()).toBe(false);
    apply(setAt(studio.draft!, '/pages/home/sections/0/hidden', true));
    expect(isDirty()).toBe(true);
    undo();
    expect(isDirty()).toBe(false);
    redo();
    markPublished(studio.draft!, '"v2"');
    expect(isDirty()).toBe(false);
    expect(studio.etag).toBe('"v2"');
    // The history outlives publishing: undo still goes back.
    undo();
    expect(isDirty()).toBe(true);
  });

  it('an import replaces the draft as one undoable step and clears redo', () => {
    const start = studio.draft!;
    apply(setAt(start, '/pages/home/sections/0/hidden', true));
    undo();
    const imported = setAt(published(), '/site/title/en', 'Imported');
    replaceDraft(imported);
    expect(studio.draft).toEqual(imported);
    expect(studio.future).toEqual([]);
    undo();
    expect(studio.draft).toBe(start);
  });
});

describe('the form model', () => {
  it("a section's form has its settings from the schema, with limits, and its component's options", () => {
    const fields = sectionFields({ component: 'JobList' });
    const pageSize = fields.find((f) => f.key === 'pageSize');
    expect(pageSize).toMatchObject({ kind: 'number', min: 1 });
    expect(fields.find((f) => f.key === 'title')?.kind).toBe('localText');
    expect(fields.find((f) => f.key === 'hidden')?.kind).toBe('boolean');
    expect(fields.map((f) => f.key)).not.toContain('id');
    expect(fields.every((f) => f.pointer === `/${f.key.replace('.', '/')}`)).toBe(true);
  });

  it('a page form leaves the sections to the outline; a tab has an id, a footer link not', () => {
    expect(pageFields().map((f) => f.key)).not.toContain('sections');
    expect(pageFields().find((f) => f.key === 'menu')?.kind).toBe('tab');
    expect(linkFields(true)[0]).toMatchObject({ key: 'id', required: true });
    expect(linkFields(false).map((f) => f.key)).not.toContain('id');
    expect(linkFields(false).find((f) => f.key === 'label')?.kind).toBe('localText');
    // A member-centre page is chosen by name from a list, not typed as a code (issue 32, item 6).
    expect(linkFields(false).find((f) => f.key === 'memberCentre')?.kind).toBe('memberPage');
  });
});
