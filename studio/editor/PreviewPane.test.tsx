import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { setAt } from '../model/edits';
import { apply, loadPublished, select, studio } from '../model/studio-store';
import { PreviewPane } from './PreviewPane';

const published = portal as unknown as PortalConfig;

function open() {
  render(<PreviewPane />);
  const frame = screen.getByTitle('页面预览') as HTMLIFrameElement;
  const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const say = (data: unknown, source: Window | null = frame.contentWindow, origin = location.origin) =>
    act(() => void window.dispatchEvent(new MessageEvent('message', { data, source, origin })));
  return { frame, post, say };
}

beforeEach(() => {
  loadPublished(published, '"v1"');
  act(() => select('home', null));
});

describe('PreviewPane', () => {
  it('sends the draft once the preview is ready, shows updating until it rendered that draft', async () => {
    const { post, say } = open();
    expect(post).not.toHaveBeenCalled();
    say({ type: 'studio:ready' });
    const draft = post.mock.calls.find(([m]) => (m as { type: string }).type === 'studio:draft')![0];
    expect(draft).toMatchObject({ type: 'studio:draft', seq: 1, config: published, route: '/home' });
    expect(post.mock.calls[0]![1]).toBe(location.origin);
    expect(screen.getByRole('status')).toHaveTextContent('预览更新中…');
    say({ type: 'studio:rendered', seq: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('预览已更新');

    const edited = setAt(published, '/pages/home/sections/4/pageSize', 5);
    act(() => apply(edited));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(expect.objectContaining({ seq: 2, config: edited }), location.origin),
    );
  });

  it('selects the section picked in the preview, and ignores messages from elsewhere', () => {
    const { say } = open();
    say({ type: 'studio:pick', pageId: 'home', sectionId: 'jobs' }, window);
    say({ type: 'studio:pick', pageId: 'home', sectionId: 'jobs' }, undefined, 'https://evil.example');
    expect(studio.selection.section).toBeNull();
    say({ type: 'studio:pick', pageId: 'home', sectionId: 'jobs' });
    expect(studio.selection).toMatchObject({ pageId: 'home', section: 4 });
  });

  it('sets the frame to the chosen viewport width', async () => {
    const { frame } = open();
    fireEvent.click(screen.getByRole('button', { name: '手机 412' }));
    expect(screen.getByRole('button', { name: '手机 412' })).toHaveAttribute('aria-pressed', 'true');
    expect(frame).toHaveAttribute('width', '412');
  });
});
