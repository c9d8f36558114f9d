import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { loadPublished, select, studio } from '../model/studio-store';
import { PagesPanel } from './PagesPanel';

const published = portal as unknown as PortalConfig;

beforeEach(() => {
  loadPublished(published, '"v1"');
  act(() => select('home', null));
});

describe('PagesPanel', () => {
  it('groups the pages under their header menu tab, the rest under 其他页面', () => {
    render(<PagesPanel problems={[]} />);
    const others = screen.getByRole('heading', { name: '其他页面' }).nextElementSibling as HTMLElement;
    expect(within(others).getByRole('button', { name: /\/notFound|404|页面不存在/ })).toBeVisible();
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups.at(-2)).toBe('其他页面');
    expect(groups.at(-1)).toBe('页眉与页脚');
  });

  it('marks the current page and selects another page with its settings', async () => {
    render(<PagesPanel problems={[]} />);
    const current = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /\/jobSearch$/ }));
    expect(studio.selection).toEqual({ pageId: 'jobSearch', section: null });
    expect(await screen.findByRole('button', { name: /\/jobSearch$/, current: true })).toBeVisible();
  });

  it('opens the header menu and the footer links as lists to edit', () => {
    render(<PagesPanel problems={[]} />);
    fireEvent.click(screen.getByRole('button', { name: '页眉菜单' }));
    expect(studio.selection).toMatchObject({ section: null, list: 'tabs' });
    fireEvent.click(screen.getByRole('button', { name: '页脚 · 单位服务链接' }));
    expect(studio.selection.list).toBe('companyLinks');
  });
});
