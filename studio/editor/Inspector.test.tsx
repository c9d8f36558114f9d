import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { withOpenPolicyForm } from '../../tests/support/open-policy-form';
import { checkDraft } from '../model/check';
import { loadPublished, select, studio } from '../model/studio-store';
import { Inspector } from './Inspector';

// Its policy form's page opened to anyone: the draft has one warning (提醒) to show.
const published = withOpenPolicyForm(portal) as unknown as PortalConfig;
const jobs = () => studio.draft!.pages.home!.sections[4] as unknown as Record<string, unknown>;

beforeEach(() => {
  loadPublished(published, '"v1"');
  act(() => select('home', 4));
});

describe('Inspector', () => {
  it('edits a number at once, one undo step, and leaves the published config alone', () => {
    render(<Inspector problems={[]} />);
    expect(screen.getByRole('heading', { name: /最新职位/ })).toBeVisible();
    const size = screen.getByRole('spinbutton', { name: '每页条数' });
    expect(size).toHaveValue(9);
    fireEvent.change(size, { target: { value: '5' } });
    expect(jobs().pageSize).toBe(5);
    expect(studio.past).toHaveLength(1);
    expect((published.pages.home!.sections[4] as unknown as Record<string, unknown>).pageSize).toBe(9);
  });

  it('shows a problem beside its field, and one with no field in view at the top, in plain words', () => {
    const words = (message: string, fix: string) => ({ 'zh-CN': { message, fix }, en: { message, fix } });
    const problems: ConfigProblem[] = [
      {
        file: 'x',
        pointer: '/pages/home/sections/4/pageSize',
        message: 'must be at least 1',
        fix: 'Correct the number',
        words: words('每页条数至少为 1', '请填写 1 或更大的数'),
      },
      {
        file: 'x',
        pointer: '/pages/home/sections/4/unknownThing',
        message: '"unknownThing" is not a setting here',
        fix: 'Remove it',
        words: words('这里没有这项设置', '请删除它'),
      },
    ];
    render(<Inspector problems={problems} />);
    const size = screen.getByRole('spinbutton', { name: '每页条数' });
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription(expect.stringContaining('每页条数至少为 1。请填写 1 或更大的数。'));
    // The developer's English is not shown to a Chinese reader, not even in 技术细节 (issue 32, item 6).
    expect(screen.queryByText(/must be at least 1/)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('这里没有这项设置。请删除它。');
  });

  it('an emptied page size stays empty for the checker to name, not a silent default', () => {
    render(<Inspector problems={[]} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: '每页条数' }), { target: { value: '' } });
    expect(jobs().pageSize).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: '最多显示条数' }), { target: { value: '' } });
    expect(jobs()).not.toHaveProperty('show');
  });

  it('offers the data by name, and no transport parameter or raw source', () => {
    render(<Inspector problems={[]} />);
    const data = screen.getByRole('combobox', { name: '显示什么' });
    expect(Array.from(data.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      '最新职位',
      '本单位的职位（单位详情页用）',
    ]);
    expect(screen.getByRole('combobox', { name: '区县' })).toBeVisible();
    for (const name of [/platform/i, /companyid/i, /user-token/i, /^size$/, /^page$/, /数据接口/, /keyWord/])
      expect(screen.queryByRole('textbox', { name })).toBeNull();
    expect(screen.queryByText(/queryJobListByPage/)).toBeNull();
  });

  it('the section title is the section’s; a Chinese change says nothing as it is typed, an empty Chinese title outlines only the Chinese box', async () => {
    const { rerender } = render(<Inspector problems={[]} />);
    const zh = screen.getByRole('textbox', { name: '栏目标题（中文）' });
    expect(zh).toHaveAccessibleDescription(expect.stringContaining('显示在栏目顶部'));
    expect(screen.queryByText(/浏览器标签页/)).toBeNull();
    fireEvent.change(zh, { target: { value: '热门职位' } });
    await waitFor(() => expect(zh).toHaveValue('热门职位'));
    // The English-title reminder is the publish dialog's, once (english-left-behind.test.ts), not a status per key.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/英文仍是/)).toBeNull();
    fireEvent.change(zh, { target: { value: '' } });
    const pointer = `/pages/home/sections/${studio.selection.section}/title`;
    rerender(<Inspector problems={checkDraft(studio.draft).filter((p) => p.pointer.startsWith(pointer))} />);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '栏目标题（中文）' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('textbox', { name: '栏目标题（英文）' })).not.toHaveAttribute('aria-invalid');
  });

  it('the “more” link is a choice of pages by name', () => {
    render(<Inspector problems={[]} />);
    const more = screen.getByRole('combobox', { name: '“更多”链接' });
    expect(more).toHaveValue('/jobSearch');
    expect(Array.from(more.querySelectorAll('option')).map((o) => o.textContent)).toContain('找工作（/jobSearch）');
  });

  it('sets a section’s place and visibility in care mode, in Chinese words', () => {
    render(<Inspector problems={[]} />);
    const mode = screen.getByRole('combobox', { name: '关怀模式下' });
    expect(mode).toHaveAccessibleDescription(expect.stringContaining('关怀模式（为老年人和视力不好的访客）'));
    expect(Array.from(mode.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['（无）', '显示', '隐藏']);
    fireEvent.change(mode, { target: { value: 'hide' } });
    expect(jobs().careMode).toBe('hide');
    const order = screen.getByRole('spinbutton', { name: '关怀模式排序' });
    fireEvent.change(order, { target: { value: '2' } });
    expect(jobs().careOrder).toBe(2);
    expect(screen.getByRole('combobox', { name: '宽度' }).querySelector('option[value="twoThirds"]')).toHaveTextContent(
      '三分之二',
    );
  });

  it('warns at a personal-data form on a page anyone may open (提醒), without a problem', async () => {
    act(() => select('pclicyForm', 0));
    render(<Inspector problems={[]} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('提醒');
    expect(alert).toHaveTextContent('资料完善的会员');
  });

  it('shows the page settings when no section is selected, its own address typed in', async () => {
    render(<Inspector problems={[]} />);
    act(() => select('home', null));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '页面地址' })).toHaveValue('/home');
  });
});
