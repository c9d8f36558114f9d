import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { Inspector } from '../editor/Inspector';
import { Outline } from '../editor/Outline';
import { apply, loadPublished, select, studio } from '../model/studio-store';
import { setAt } from '../model/edits';
import { StudioBoundary } from './StudioBoundary';

const published = portal as unknown as PortalConfig;
let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>表单</p>;
}

beforeEach(() => {
  loadPublished(published, '"v1"');
  act(() => select('home', null));
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('StudioBoundary', () => {
  it('an error in one part says so in Chinese, keeps the draft and the rest of the studio; 撤销上一步 tries again', () => {
    apply(setAt(studio.draft!, '/pages/home/title', { 'zh-CN': '首页草稿' }));
    const edited = studio.draft;
    render(
      <>
        <StudioBoundary part="formRegion" resetKeys={[studio.draft]}>
          <Fragile />
        </StudioBoundary>
        <p>预览照常</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('“属性”部分显示时出错');
    expect(screen.getByRole('alert')).toHaveTextContent('您的草稿没有丢失');
    expect(screen.getByText('预览照常')).toBeInTheDocument();
    expect(studio.draft).toBe(edited);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '撤销上一步' }));
    expect(screen.getByText('表单')).toBeInTheDocument();
    expect(studio.draft).toBe(studio.published);
  });

  it('a selected footer link deleted from the outline leaves the form of a link that is there, not an error', async () => {
    const links = studio.draft!.footer.personalLinks;
    const zh = (i: number) => (links[i]!.label as { 'zh-CN': string })['zh-CN'];
    act(() => select('home', links.length - 1, 'personalLinks'));
    render(
      <StudioBoundary part="studioRegion">
        <Outline problems={[]} />
        <Inspector problems={[]} />
      </StudioBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2, name: zh(links.length - 1) })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `删除 ${zh(links.length - 1)}` }));
    expect(await screen.findByRole('heading', { level: 2, name: zh(links.length - 2) })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
