import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { setAt } from '../model/edits';
import { isDirty, loadPublished, studio } from '../model/studio-store';
import { draftSync, forgetDraft } from '../service/draft-sync';
import { MySubmissions } from './MySubmissions';

const published = portal as unknown as PortalConfig;
const latest = setAt(published, '/pages/home/sections/0/hidden', true);
const reopened = setAt(latest, '/pages/home/sections/1/title', '热门职位');
const later = '2026-12-01T01:00:00Z';

const submission = (id: number, extra: object) => ({
  id,
  author: 'anna',
  comment: `第 ${id} 次`,
  submittedAt: '2026-11-23T02:00:00Z',
  status: 'pending',
  baseHash: 'h1',
  stale: false,
  ...extra,
});
const submissions = [
  submission(6, { status: 'rejected', reason: '标题太长', decidedBy: 'rita' }),
  submission(5, { stale: true }),
  submission(4, { status: 'scheduled', publishAt: later, scheduleId: 2 }),
  submission(3, { status: 'published', version: 'v7' }),
  submission(2, {}),
  // A reviewer is sent everyone's submissions: another author's is not "mine".
  submission(1, { author: 'ben' }),
];

function service() {
  const seen: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = `${init.method ?? 'GET'} ${url.replace(/^.*\/studio\/api/, '')}`;
      seen.push(path);
      const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), { status, headers });
      if (path === 'GET /submissions') return json({ submissions });
      if (path === 'POST /submissions/6/reopen')
        return json(
          { draft: { id: 9, author: 'anna', title: '第 6 次', baseHash: 'h2', updatedAt: later, stale: false } },
          201,
        );
      if (path === 'GET /drafts/9')
        return json({
          draft: { id: 9, author: 'anna', title: '', baseHash: 'h2', updatedAt: later, stale: false },
          config: reopened,
        });
      if (path === 'GET /config') return json(latest, 200, { etag: '"h2"' });
      return json({ message: 'no' }, 404);
    }),
  );
  return seen;
}

function open(onReopened = vi.fn()) {
  render(
    <MySubmissions
      open
      onOpenChange={() => {}}
      session={{ name: 'anna' }}
      onReopened={onReopened}
      onSignedOut={vi.fn()}
    />,
  );
  return screen.getByRole('dialog', { name: '我的提交' });
}

beforeEach(async () => {
  await forgetDraft();
  loadPublished(published, '"h1"');
});
afterEach(() => vi.unstubAllGlobals());

describe('MySubmissions', () => {
  it('lists one’s own submissions with their state in words', async () => {
    service();
    const dialog = open();
    const list = await within(dialog).findByRole('list', { name: '我的提交' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('已退回');
    expect(items[0]).toHaveTextContent('退回原因：标题太长（rita）');
    expect(items[1]).toHaveTextContent('待审核');
    expect(items[1]).toHaveTextContent('需更新');
    expect(items[1]).toHaveTextContent('提交后已有新版本发布，请作者更新后重新提交');
    expect(items[2]).toHaveTextContent(`已排期：${new Date(later).toLocaleString('zh-CN')} 发布`);
    expect(items[3]).toHaveTextContent('已发布');
    expect(items[3]).toHaveTextContent('版本 v7');
    // A pending one carries its review link; only rejected and stale ones are brought up to date.
    expect(within(items[4]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/#review=2$/));
    expect(within(items[0]!).getByRole('button', { name: '更新后重新提交' })).toBeEnabled();
    expect(within(items[1]!).getByRole('button', { name: '更新后重新提交' })).toBeEnabled();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(within(items[4]!).queryByRole('button')).toBeNull();
  });

  it('更新后重新提交 loads the reopened draft into the editor, on top of what is published now', async () => {
    const seen = service();
    const onReopened = vi.fn();
    const dialog = open(onReopened);
    const item = (await within(dialog).findByText('提交 6')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: '更新后重新提交' }));
    await vi.waitFor(() =>
      expect(onReopened).toHaveBeenCalledWith(expect.stringContaining('已把提交的内容载入编辑区')),
    );
    expect(seen).toContain('POST /submissions/6/reopen');
    expect(studio.published).toEqual(latest);
    expect(studio.etag).toBe('"h2"');
    expect(studio.draft).toEqual(reopened);
    expect(isDirty()).toBe(true);
    // Further edits save into the reopened draft.
    expect(draftSync.id).toBe('9');
  });
});
