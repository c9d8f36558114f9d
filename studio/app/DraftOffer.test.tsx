import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { saveDraft as keepInBrowser } from '../model/draft-storage';
import { setAt } from '../model/edits';
import { loadPublished, studio } from '../model/studio-store';
import { draftSync, forgetDraft } from '../service/draft-sync';
import { DraftOffer, draftChoices } from './DraftOffer';

const published = portal as unknown as PortalConfig;
const onServer = setAt(published, '/pages/home/sections/0/hidden', true);
const inBrowser = setAt(onServer, '/pages/home/sections/1/hidden', true);
const drafts = [
  {
    id: 7,
    author: 'anna',
    title: '首页: 通知公告 隐藏',
    baseHash: 'h1',
    updatedAt: '2026-11-23T02:00:00Z',
    stale: false,
  },
  { id: 3, author: 'anna', title: '', baseHash: 'h0', updatedAt: '2026-11-20T02:00:00Z', stale: true },
];

function service() {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = `${init.method ?? 'GET'} ${url.replace(/^.*\/studio\/api/, '')}`;
      seen.push(path);
      if (path === 'GET /drafts') return new Response(JSON.stringify({ drafts }));
      if (path === 'GET /drafts/7') return new Response(JSON.stringify({ draft: drafts[0], config: onServer }));
      if (path === 'DELETE /drafts/3') return new Response(null, { status: 204 });
      return new Response('{}', { status: 404 });
    }),
  );
  return seen;
}

beforeEach(async () => {
  localStorage.clear();
  await forgetDraft();
  loadPublished(published, '"h1"');
});
afterEach(() => vi.unstubAllGlobals());

describe('DraftOffer', () => {
  it("offers the account's drafts on the server, marks a stale one, and continues one into the editor", async () => {
    service();
    const choices = (await draftChoices('anna', published))!;
    expect(choices.local).toBeNull();
    const onDone = vi.fn();
    render(<DraftOffer choices={choices} onDone={onDone} />);
    const offer = screen.getByRole('region', { name: '恢复未发布的草稿？' });
    const items = within(offer).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('首页: 通知公告 隐藏');
    expect(items[1]).toHaveTextContent('（没有修改）');
    expect(items[1]).toHaveTextContent('需更新');
    fireEvent.click(within(items[0]!).getByRole('button', { name: '恢复草稿' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(studio.draft).toEqual(onServer);
    expect(draftSync.id).toBe('7');
  });

  it('discards a draft on the server after asking', async () => {
    const seen = service();
    vi.stubGlobal('confirm', () => true);
    render(<DraftOffer choices={(await draftChoices('anna', published))!} onDone={vi.fn()} />);
    const stale = screen.getAllByRole('listitem')[1]!;
    fireEvent.click(within(stale).getByRole('button', { name: '放弃草稿' }));
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(seen).toContain('DELETE /drafts/3');
  });

  it("offers this browser's copy only to its account, and only when the server does not hold the same", async () => {
    service();
    keepInBrowser(onServer, '"h1"', localStorage, { owner: 'anna', draftId: '7' });
    // The same as draft 7 (saved as the page closed): not offered twice, and the copy goes.
    expect((await draftChoices('anna', published))?.local).toBeNull();
    expect(localStorage.getItem('n2024.studio.draft')).toBeNull();

    keepInBrowser(inBrowser, '"h1"', localStorage, { owner: 'anna', draftId: '7' });
    expect((await draftChoices('ben', published))?.local ?? null).toBeNull();
    const choices = (await draftChoices('anna', published))!;
    expect(choices.local?.draft).toEqual(inBrowser);
    render(<DraftOffer choices={choices} onDone={vi.fn()} />);
    expect(screen.getByText(/本浏览器中 .* 的草稿，尚未保存到服务器/)).toBeVisible();
    // Newest first: the copy holds edits draft 7 never got (a reload while its last save was on the way).
    fireEvent.click(screen.getAllByRole('button', { name: '恢复草稿' })[0]!);
    // It goes on in the draft it is a copy of.
    expect(studio.draft).toEqual(inBrowser);
    expect(draftSync.id).toBe('7');
  });
});
