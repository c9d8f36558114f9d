import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { loadPublished, select, studio, undo } from '../model/studio-store';
import { Outline } from './Outline';

const published = portal as unknown as PortalConfig;
const ids = () => studio.draft!.pages.home!.sections.map((s) => s.id);
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

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

  it('adds the chosen component with its defaults at the end and selects it', () => {
    render(<Outline problems={[]} />);
    const options = screen.getByLabelText('组件');
    fireEvent.change(options, { target: { value: 'JobList' } });
    fireEvent.click(screen.getByRole('button', { name: '添加区块' }));
    const sections = studio.draft!.pages.home!.sections;
    expect(sections.at(-1)).toMatchObject({ component: 'JobList', pageSize: 9 });
    expect(studio.selection.section).toBe(sections.length - 1);
  });

  it('shows the number of problems of a section on its row', () => {
    const problems = [{ pointer: '/pages/home/sections/4/pageSize', message: 'too small', fix: 'use 1 or more' }];
    render(<Outline problems={problems as never} />);
    expect(row('最新职位')).toHaveTextContent('1 个问题');
    expect(row('通知公告')).not.toHaveTextContent('问题');
  });
});
