import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { loadPublished, select, studio } from '../model/studio-store';
import { Inspector } from './Inspector';

const published = portal as unknown as PortalConfig;
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

  it('shows a problem beside its field, and one with no field in view at the top', () => {
    const problems: ConfigProblem[] = [
      { pointer: '/pages/home/sections/4/pageSize', message: '每页条数不能小于 1', fix: '填 1 或更大的数' },
      { pointer: '/pages/home/sections/4/unknownThing', message: '多余的属性', fix: '删除它' },
    ] as ConfigProblem[];
    render(<Inspector problems={problems} />);
    const size = screen.getByRole('spinbutton', { name: '每页条数' });
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription(expect.stringContaining('每页条数不能小于 1. 填 1 或更大的数'));
    expect(screen.getByRole('alert')).toHaveTextContent('/unknownThing: 多余的属性. 删除它');
  });

  it('offers as data source only the operations the component can draw', () => {
    render(<Inspector problems={[]} />);
    const source = screen.getByRole('combobox', { name: /数据来源|source/i });
    const values = Array.from(source.querySelectorAll('option')).map((o) => o.value);
    expect(values).toContain('queryJobListByPage');
    expect(values).not.toContain('queryNoticeListByPage');
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

  it('shows the page settings when no section is selected', async () => {
    render(<Inspector problems={[]} />);
    act(() => select('home', null));
    expect(await screen.findByRole('heading', { name: '首页' })).toBeVisible();
  });
});
