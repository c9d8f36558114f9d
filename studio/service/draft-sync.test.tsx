import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { savedDraft } from '../model/draft-storage';
import { setAt } from '../model/edits';
import { apply, loadPublished } from '../model/studio-store';
import { draftSync, flushDraft, forgetDraft, SAVE_DELAY_MS, useDraftAutosave } from './draft-sync';
import { DraftStatus } from '../app/DraftStatus';

const published = portal as unknown as PortalConfig;
const edit = (n: number) => setAt(published, '/pages/home/sections/0/title', `标题 ${n}`);
const savedAt = '2026-11-23T02:05:00Z';
const hhmm = new Date(savedAt).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' });

type Call = { url: string; method: string; body: { config?: PortalConfig; baseHash?: string; title?: string } };

/** The drafts service: answers with draft 7, or as `answer` says; records each call. */
function service(answer?: (call: Call) => Response | Promise<Response> | undefined) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : {} };
    calls.push(call);
    const given = await answer?.(call);
    if (given) return given;
    const draft = { id: 7, author: 'anna', title: call.body.title, baseHash: 'v1', updatedAt: savedAt, stale: false };
    return new Response(JSON.stringify({ draft }), { status: call.method === 'POST' ? 201 : 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function Shell({ onSignIn = () => {} }: { onSignIn?: () => void }) {
  useDraftAutosave('anna');
  return <DraftStatus onSignIn={onSignIn} />;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date(savedAt));
  localStorage.clear();
  await forgetDraft();
  loadPublished(published, '"v1"');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const change = async (config: PortalConfig) => {
  act(() => apply(config));
  await act(async () => {});
};
const pause = () => act(() => vi.advanceTimersByTimeAsync(SAVE_DELAY_MS));

describe('the draft on the server', () => {
  it('is created 1.5 s after the last change (one save for a burst of edits), then updated in place', async () => {
    const calls = service();
    render(<Shell />);
    await change(edit(1));
    await change(edit(2));
    // At once the browser keeps a copy; the server is not asked while the editor is still typing.
    expect(savedDraft(published, localStorage, 'anna')?.draft).toEqual(edit(2));
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('正在保存草稿…');
    await pause();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { config: edit(2), baseHash: 'v1' } });
    expect(calls[0]!.url).toMatch(/\/studio\/api\/drafts$/);
    expect(calls[0]!.body.title).toMatch(/^首页 › /);
    expect(screen.getByRole('status')).toHaveTextContent(`已保存草稿 ${hhmm}`);
    expect(draftSync.id).toBe('7');
    // The server has it: the browser's copy goes.
    expect(localStorage.getItem('n2024.studio.draft')).toBeNull();

    await change(edit(3));
    await pause();
    expect(calls[1]).toMatchObject({ method: 'PUT', body: { config: edit(3), baseHash: 'v1' } });
    expect(calls[1]!.url).toMatch(/\/drafts\/7$/);
  });

  it('says clearly when a save fails, keeps the draft in the browser, and saves it when asked again', async () => {
    let down = true;
    const calls = service(() => (down ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    render(<Shell />);
    await change(edit(1));
    await pause();
    expect(screen.getByRole('alert')).toHaveTextContent('草稿未能保存到服务器（网络错误）。已暂存在本浏览器');
    expect(savedDraft(published, localStorage, 'anna')?.draft).toEqual(edit(1));
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试保存' }));
    await act(async () => {});
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`已保存草稿 ${hhmm}`));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(localStorage.getItem('n2024.studio.draft')).toBeNull();
  });

  it('when the session ended, asks to sign in again', async () => {
    service(() => new Response('{}', { status: 401 }));
    const onSignIn = vi.fn();
    render(<Shell onSignIn={onSignIn} />);
    await change(edit(1));
    await pause();
    expect(screen.getByRole('alert')).toHaveTextContent('登录已过期，草稿未能保存到服务器');
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('goes on in a new draft when its draft is gone on the server (submitted from another browser)', async () => {
    const calls = service((call) =>
      call.method === 'PUT' ? new Response('{"code":"not-found"}', { status: 404 }) : undefined,
    );
    render(<Shell />);
    await change(edit(1));
    await pause();
    await change(edit(2));
    await pause();
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'POST']);
    expect(calls[2]!.body.config).toEqual(edit(2));
    expect(screen.getByRole('status')).toHaveTextContent('已保存草稿');
  });

  it('is saved at once before it is submitted (flush), and not at all while nothing was changed', async () => {
    const calls = service();
    render(<Shell />);
    await expect(flushDraft()).rejects.toThrow();
    expect(calls).toHaveLength(0);
    await change(edit(1));
    expect(await flushDraft()).toBe('7');
    expect(calls).toHaveLength(1);
    await pause();
    expect(calls).toHaveLength(1);
  });
});
