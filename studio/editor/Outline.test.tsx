import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { loadPublished, select, studio, undo } from '../model/studio-store';
import { Outline } from './Outline';

const published = portal as unknown as PortalConfig;
const ids = () => studio.draft!.pages.home!.sections.map((s) => s.id);
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** A drag over `target` with the pointer at `clientY` (jsdom's events have no pointer position of their own). */
function dragOver(target: Element, clientY: number, type: 'dragOver' | 'drop' = 'dragOver') {
  const event = createEvent[type](target, { dataTransfer: {} });
  Object.defineProperty(event, 'clientY', { value: clientY });
  fireEvent(target, event);
}

beforeEach(() => {
  loadPublished(published, '"v1"');
  act(() => select('home', null));
});

describe('Outline', () => {
  it('moves a focused row with Alt+ArrowUp, selects it there and announces the move', () => {
    render(<Outline problems={[]} />);
    fireEvent.keyDown(row('最新职位'), { key: 'ArrowUp', altKey: true });
    expect(ids().slice(3, 5)).toEqual(['jobs', 'adverts']);
    expect(studio.selection).toMatchObject({ pageId: 'home', section: 3 });
    expect(screen.getByRole('status')).toHaveTextContent('最新职位 已移到第 4 位');
    // Without Alt the arrow keys are left to the browser.
    fireEvent.keyDown(row('最新职位'), { key: 'ArrowUp' });
    expect(ids()[3]).toBe('jobs');
  });

  it('moves with the buttons, the first row cannot go up, and undo puts it back', () => {
    render(<Outline problems={[]} />);
    expect(screen.getByRole('button', { name: '上移 通知公告' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下移 通知公告' }));
    expect(ids().slice(0, 2)).toEqual(['banner', 'notices']);
    act(() => undo());
    expect(studio.draft).toBe(published);
  });

  it('names every icon button on hover as it names it to screen readers (↑ ↓ ◉ ⊞ ✕ alone say nothing)', () => {
    render(<Outline problems={[]} />);
    for (const name of ['上移 最新职位', '下移 最新职位', '隐藏 最新职位', '复制 最新职位', '删除 最新职位']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('title', name);
    }
  });

  it('hides, duplicates and deletes a section, each one undo step', async () => {
    render(<Outline problems={[]} />);
    fireEvent.click(screen.getByRole('button', { name: '隐藏 职业导师' }));
    expect(studio.draft!.pages.home!.sections.find((s) => s.id === 'mentors')!.hidden).toBe(true);
    // valtio hands the new snapshot over after a microtask, so the row is found, not read at once.
    expect(await screen.findByRole('button', { name: /^职业导师 \(已隐藏\)/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '复制 最新职位' }));
    expect(ids()).toHaveLength(published.pages.home!.sections.length + 1);
    expect(await screen.findByRole('button', { name: /^最新职位 副本/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '删除 招聘会日程' }));
    expect(ids()).not.toContain('jobFairs');
    expect(screen.getByRole('status')).toHaveTextContent('已删除 招聘会日程');
    act(() => undo());
    expect(ids()).toContain('jobFairs');
    expect(studio.past).toHaveLength(2);
  });

  it('adds the chosen component right after the selected section, selected, with a title of its own', async () => {
    render(<Outline problems={[]} />);
    expect(screen.getByRole('button', { name: '添加栏目' })).toHaveAccessibleDescription('将添加到页面末尾');
    await act(async () => select('home', ids().indexOf('jobs')));
    fireEvent.change(screen.getByLabelText('组件'), { target: { value: 'NoticeList' } });
    const add = screen.getByRole('button', { name: '添加栏目' });
    expect(add).toHaveAccessibleDescription('将添加到“最新职位”之后');
    fireEvent.click(add);
    const sections = studio.draft!.pages.home!.sections;
    expect(ids().slice(4, 7)).toEqual(['jobs', 'noticeList', 'stats']);
    // Home has its 通知公告 already: the new one is not taken for it.
    expect(sections[5]).toMatchObject({ component: 'NoticeList', title: { 'zh-CN': '通知公告 2', en: 'Notices 2' } });
    expect(studio.selection).toMatchObject({ pageId: 'home', section: 5 });
    expect(screen.getByRole('status')).toHaveTextContent('已添加 通知公告 2，在第 6 位，共 20 项');
    // A second one after it is the third of that name; one undo step each.
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: '添加栏目' }));
    expect(studio.draft!.pages.home!.sections[6]!.title).toEqual({ 'zh-CN': '通知公告 3', en: 'Notices 3' });
    act(() => undo());
    act(() => undo());
    expect(studio.draft).toBe(published);
  });

  it('refuses a job detail on home, which visitors open without a record number, and says why at the choice', () => {
    render(<Outline problems={[]} />);
    const choice = screen.getByLabelText('组件');
    fireEvent.change(choice, { target: { value: 'JobDetail' } });
    const why = '“职位详情”需要地址中的记录编号，不能放在首页上；请把它加到详情页。';
    expect(screen.getByRole('alert')).toHaveTextContent(why);
    expect(choice).toHaveAccessibleDescription(why);
    expect(choice).toHaveAttribute('aria-invalid', 'true');
    const add = screen.getByRole('button', { name: '添加栏目' });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(studio.draft).toBe(published);
    expect(screen.getByRole('alert')).toHaveTextContent(why);
    // A list that reads no record number goes on home.
    fireEvent.change(choice, { target: { value: 'JobList' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(choice).not.toHaveAttribute('aria-invalid');
  });

  it('shows where a dragged row will land, moves it there on the drop and announces it', () => {
    render(<Outline problems={[]} />);
    const item = (name: string) => row(name).closest('li')!;
    // The row under the pointer is 40 px high from y = 100: in its top third the gap is above it.
    vi.spyOn(item('最新职位'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 200, 40));
    fireEvent.dragStart(item('招聘资讯'), { dataTransfer: { setData: () => undefined } });
    expect(document.querySelector('[data-drop-indicator]')).toBeNull();
    dragOver(item('最新职位'), 110);
    const line = document.querySelector('[data-drop-indicator]')!;
    expect(line.closest('li')).toBe(item('最新职位'));
    expect(line).toHaveAttribute('data-drop-indicator', 'before');
    // In its bottom third: below it, on the next row's top.
    dragOver(item('最新职位'), 135);
    expect(document.querySelector('[data-drop-indicator]')!.closest('li')).toBe(item('平台数据'));
    // Over the dragged row itself nothing would move: no line.
    dragOver(item('招聘资讯'), 0);
    expect(document.querySelector('[data-drop-indicator]')).toBeNull();
    // In its middle the row takes its place: coming from below, above it.
    dragOver(item('最新职位'), 120);
    dragOver(item('最新职位'), 110, 'drop');
    expect(ids().slice(4, 6)).toEqual(['news', 'jobs']);
    expect(screen.getByRole('status')).toHaveTextContent('招聘资讯 已移到第 5 位');
    expect(document.querySelector('[data-drop-indicator]')).toBeNull();
  });

  it('shows the number of problems of a section on its row', () => {
    const problems = [{ pointer: '/pages/home/sections/4/pageSize', message: 'too small', fix: 'use 1 or more' }];
    render(<Outline problems={problems as never} />);
    expect(row('最新职位')).toHaveTextContent('1 个问题');
    expect(row('通知公告')).not.toHaveTextContent('问题');
  });
});
