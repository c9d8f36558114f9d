import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { PagesPanel } from '../editor/PagesPanel';
import { checkDraft } from '../model/check';
import { setAt } from '../model/edits';
import { apply, loadPublished, select, studio, undo } from '../model/studio-store';
import { addPage } from './page-edits';

const published = portal as unknown as PortalConfig;

/** The published config with the page /zhengce2026, linked from the footer and from home's notices' "更多". */
function withNewPage() {
  const made = addPage(published, {
    route: '/zhengce2026',
    title: { 'zh-CN': '2026 年就业政策' },
    starter: 'NoticeList',
    footer: 'personalLinks',
  });
  if (!('pageId' in made)) throw new Error('not made');
  return setAt(made.config, '/pages/home/sections/0/more', '/zhengce2026');
}

beforeEach(() => {
  loadPublished(withNewPage(), '"v1"');
  act(() => select('zhengce2026', null));
});

const settings = () => screen.getByRole('group', { name: '页面“2026 年就业政策”' });

describe("the selected page's links", () => {
  it('adds and removes its header tab and moves its footer link, each one undoable edit', async () => {
    const user = userEvent.setup();
    render(<PagesPanel problems={[]} />);
    const header = within(settings()).getByRole('checkbox', { name: '在页眉菜单中显示' });
    expect(header).not.toBeChecked();
    await user.click(header);
    expect(studio.draft!.header.tabs.at(-1)).toMatchObject({
      route: '/zhengce2026',
      label: { 'zh-CN': '2026 年就业政策' },
    });
    expect(within(settings()).getByRole('checkbox', { name: '在页眉菜单中显示' })).toBeChecked();
    expect(within(settings()).getByRole('checkbox', { name: '在页脚中显示' })).toBeChecked();
    await user.selectOptions(within(settings()).getByLabelText('页脚分组'), '单位服务链接');
    expect(studio.draft!.footer.companyLinks.at(-1)!.route).toBe('/zhengce2026');
    expect(studio.draft!.footer.personalLinks).toEqual(published.footer.personalLinks);
    expect(checkDraft(studio.draft)).toEqual([]);
    expect(studio.past).toHaveLength(2);
    act(() => undo());
    expect(studio.draft!.footer.personalLinks.at(-1)!.route).toBe('/zhengce2026');
  });

  it('lists in Chinese what links to a page before removing it; cancel leaves everything as it was', async () => {
    const user = userEvent.setup();
    render(<PagesPanel problems={[]} />);
    await user.click(within(settings()).getByRole('button', { name: '删除页面' }));
    const dialog = screen.getByRole('dialog', { name: '删除页面“2026 年就业政策”？' });
    expect(dialog).toHaveAccessibleDescription('以下 2 处链接指向这个页面，会与页面一起删除：');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['页脚 · 个人服务链接：2026 年就业政策', '首页 › 通知公告：“更多”链接']);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(studio.past).toHaveLength(0);
  });

  it('removes the page with its links in one undoable edit, selects the home page and says so', async () => {
    const user = userEvent.setup();
    render(<PagesPanel problems={[]} />);
    await user.click(within(settings()).getByRole('button', { name: '删除页面' }));
    await user.click(screen.getByRole('button', { name: '删除页面和这些链接' }));
    const draft = studio.draft!;
    expect(draft.pages.zhengce2026).toBeUndefined();
    expect(draft.footer).toEqual(published.footer);
    expect(draft.pages.home!.sections[0]!.more).toBeUndefined();
    expect(checkDraft(draft)).toEqual([]);
    expect(studio.selection).toEqual({ pageId: 'home', section: null });
    expect(screen.getByRole('status')).toHaveTextContent('已删除页面“2026 年就业政策”和 2 处链接（可撤销）。');
    expect(screen.queryByRole('button', { name: /2026 年就业政策/ })).toBeNull();
    act(() => undo());
    expect(studio.draft!.pages.zhengce2026).toBeDefined();
  });

  it('says why /home and /404 cannot be removed, and offers no removal', async () => {
    render(<PagesPanel problems={[]} />);
    act(() => select('home', null));
    const home = await screen.findByRole('group', { name: '页面“首页”' });
    expect(within(home).getByText(/首页不能删除/)).toBeVisible();
    expect(within(home).queryByRole('button', { name: '删除页面' })).toBeNull();
    act(() => select('notFound', null));
    const notFound = await screen.findByRole('group', { name: '页面“页面不存在”' });
    expect(within(notFound).getByText(/“页面不存在”页不能删除/)).toBeVisible();
  });

  it('a page no one links to is removed after the dialog says so', async () => {
    act(() => apply(setAt(studio.draft!, '/footer/personalLinks', published.footer.personalLinks)));
    act(() => apply(setAt(studio.draft!, '/pages/home/sections/0/more', '/notice')));
    const user = userEvent.setup();
    render(<PagesPanel problems={[]} />);
    await user.click(within(settings()).getByRole('button', { name: '删除页面' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('没有其他地方链接到这个页面。');
    await user.click(within(dialog).getByRole('button', { name: '删除页面' }));
    expect(studio.draft!.pages.zhengce2026).toBeUndefined();
  });
});
