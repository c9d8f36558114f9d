import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { setAt } from '../model/edits';
import { apply, loadPublished, select, studio } from '../model/studio-store';
import { useStudioEffects } from '../app/use-studio-effects';
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

  it('lays the page out at the chosen width and scales it to the column: 1366 in 683 px is shown at half size', () => {
    // The column the preview has: 683 × 600 px.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private said: ResizeObserverCallback) {}
        observe() {
          this.said([{ contentRect: { width: 683, height: 600 } } as ResizeObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    const { frame } = open();
    const pressed = () =>
      screen
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent)
        .join();
    expect(pressed()).toBe('电脑 1366');
    // Its own viewport is 1366 CSS px wide (the desktop layout), as tall as fills the column at that scale.
    expect(frame.style.width).toBe('1366px');
    expect(frame.style.height).toBe('1200px');
    expect(frame.style.transform).toBe('scale(0.5)');
    expect(frame.parentElement!.style.width).toBe('683px');
    expect(screen.getByText('按 50% 显示')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: '宽屏 1920' }));
    expect(pressed()).toBe('宽屏 1920');
    expect(frame.style.width).toBe('1920px');
    expect(screen.getByText('按 36% 显示')).toBeVisible();

    // A phone fits as it is: never enlarged.
    fireEvent.click(screen.getByRole('button', { name: '手机 412' }));
    expect(screen.getByRole('button', { name: '手机 412' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '电脑 1366' })).toHaveAttribute('aria-pressed', 'false');
    expect(frame.style.width).toBe('412px');
    expect(frame.style.height).toBe('600px');
    expect(frame.style.transform).toBe('');
    expect(screen.getByText('按 100% 显示')).toBeVisible();
    vi.unstubAllGlobals();
  });

  it("undoes and redoes the studio's edits with the keys pressed in the preview, and nothing else", () => {
    function WithKeys() {
      useStudioEffects(true);
      return <PreviewPane />;
    }
    render(<WithKeys />);
    const frame = screen.getByTitle('页面预览') as HTMLIFrameElement;
    vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    const say = (data: unknown, source: Window | null = frame.contentWindow) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { data, source, origin: location.origin })));
    const edited = setAt(published, '/pages/home/sections/4/pageSize', 5);
    act(() => apply(edited));
    say({ type: 'studio:key', key: 'q', shiftKey: false });
    say({ type: 'studio:key', key: 'z', shiftKey: false }, window);
    expect(studio.draft).toBe(edited);
    say({ type: 'studio:key', key: 'z', shiftKey: false });
    expect(studio.draft).toBe(published);
    say({ type: 'studio:key', key: 'z', shiftKey: true });
    expect(studio.draft).toBe(edited);
  });
});
