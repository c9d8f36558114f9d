import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { PagesPanel } from '../editor/PagesPanel';
import { checkDraft } from '../model/check';
import { loadPublished, select, studio, undo } from '../model/studio-store';

const published = portal as unknown as PortalConfig;

beforeEach(() => {
  loadPublished(published, '"v1"');
  act(() => select('home', null));
});

async function openForm() {
  const user = userEvent.setup();
  render(<PagesPanel problems={[]} />);
  await user.click(screen.getByRole('button', { name: '新建页面' }));
  const dialog = screen.getByRole('dialog', { name: '新建页面' });
  return { user, dialog, address: within(dialog).getByLabelText('页面地址') };
}

describe('新建页面', () => {
  it('says at the address field, in Chinese, that an address with spaces or Chinese characters will not do', async () => {
    const { user, dialog, address } = await openForm();
    await user.type(address, '/zheng ce');
    await user.type(within(dialog).getByLabelText('页面标题（中文）'), '2026 年就业政策');
    // Nothing is said while the editor types; a try says it at the field, and focuses it.
    expect(address).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: '创建页面' }));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('地址只能以斜杠开头，后面只用英文字母和数字'));
    expect(address).toHaveFocus();
    expect(Object.keys(studio.draft!.pages)).toEqual(Object.keys(published.pages));
    // Corrected, the message goes as it is typed.
    await user.clear(address);
    await user.type(address, '/政策');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.clear(address);
    await user.type(address, '/zhengce2026');
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByText('访客打开：/n2024/web/zhengce2026')).toBeVisible();
  });

  it('says that another page has the address (whatever its case), naming that page, and that a title is needed', async () => {
    const { user, dialog, address } = await openForm();
    await user.type(address, '/Policy');
    await user.click(within(dialog).getByRole('button', { name: '创建页面' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining('页面“政策”已经使用这个地址，请换一个。'));
    const title = within(dialog).getByLabelText('页面标题（中文）');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('请填写页面标题（中文）。'));
    await user.clear(address);
    await user.type(address, '/studio');
    expect(address).toHaveAccessibleDescription(expect.stringContaining('这是工作台自己的地址，请换一个。'));
  });

  it('makes the page with a notice list, a footer link and a header tab in one undoable edit, and selects it', async () => {
    const { user, dialog, address } = await openForm();
    await user.type(address, 'zhengce2026');
    await user.type(within(dialog).getByLabelText('页面标题（中文）'), '2026 年就业政策');
    await user.click(within(dialog).getByRole('radio', { name: '通知公告列表' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '在页脚中显示' }));
    await user.selectOptions(within(dialog).getByLabelText('页脚分组'), '单位服务链接');
    await user.click(within(dialog).getByRole('checkbox', { name: '在页眉菜单中显示' }));
    // Its own tab is its highlight: no other choice is asked for.
    expect(within(dialog).queryByLabelText('菜单高亮')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '创建页面' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const draft = studio.draft!;
    expect(draft.pages.zhengce2026).toMatchObject({
      route: '/zhengce2026',
      menu: 'zhengce2026',
      sections: [{ component: 'NoticeList' }],
    });
    expect(draft.footer.companyLinks.at(-1)).toEqual({ label: { 'zh-CN': '2026 年就业政策' }, route: '/zhengce2026' });
    expect(draft.header.tabs.at(-1)!.route).toBe('/zhengce2026');
    expect(checkDraft(draft)).toEqual([]);
    expect(studio.selection).toEqual({ pageId: 'zhengce2026', section: null });
    expect(screen.getByRole('status')).toHaveTextContent('已新建页面“2026 年就业政策”');
    expect(screen.getByRole('button', { name: /2026 年就业政策/, current: true })).toHaveFocus();
    expect(studio.past).toHaveLength(1);
    act(() => undo());
    expect(studio.draft).toBe(studio.published);
  });

  it('offers the header tabs by their Chinese names as the menu highlight', async () => {
    const { user, dialog, address } = await openForm();
    const menu = within(dialog).getByLabelText('菜单高亮');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['不高亮', ...published.header.tabs.map((t) => (t.label as { 'zh-CN': string })['zh-CN'])]);
    await user.type(address, '/guide');
    await user.type(within(dialog).getByLabelText('页面标题（中文）'), '办事指南');
    await user.selectOptions(menu, '政策');
    await user.click(within(dialog).getByRole('button', { name: '创建页面' }));
    expect(studio.draft!.pages.guide).toEqual({
      route: '/guide',
      title: { 'zh-CN': '办事指南' },
      menu: 'policy',
      sections: [],
    });
  });
});
