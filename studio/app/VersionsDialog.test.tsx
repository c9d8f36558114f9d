import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { setAt } from '../model/edits';
import { apply, isDirty, loadPublished, studio } from '../model/studio-store';
import { localTime } from '../model/version-name';
import { VersionsDialog } from './VersionsDialog';

const current = portal as unknown as PortalConfig;
const jobs = current.pages.home!.sections.findIndex((s) => s.id === 'jobs');
const older = setAt(current, `/pages/home/sections/${jobs}/pageSize`, 5);
const versions = [
  {
    id: 'v3',
    publishedAt: '2026-11-24T02:00:00Z',
    editor: 'rita',
    reviewer: 'rita',
    comment: '',
    hash: 'a',
    restoredFrom: 'v1',
  },
  {
    id: 'v2',
    publishedAt: '2026-11-23T02:00:00Z',
    editor: 'anna',
    reviewer: 'rita',
    comment: '首页调整',
    hash: 'b',
    submissionId: 4,
  },
  { id: 'v1', publishedAt: '2026-11-22T02:00:00Z', editor: 'deploy', comment: '', hash: 'a', initial: true },
];

/** The service as the dialog sees it: the list, one version, its restore, and the config published after. */
function service() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status: 200, headers });
    if (url.endsWith('/versions')) return json({ versions });
    if (url.endsWith('/versions/v2')) return json(older);
    if (url.endsWith('/versions/v2/restore') && init?.method === 'POST')
      return json({ version: { id: 'v3' } }, { etag: '"v3"' });
    if (url.endsWith('/config')) return json(older, { etag: '"v3"' });
    return new Response('{}', { status: 404 });
  });
}

beforeEach(() => {
  loadPublished(current, '"v2"');
  apply(setAt(current, `/pages/home/sections/${jobs}/hidden`, true));
});
afterEach(() => vi.unstubAllGlobals());

describe('VersionsDialog', () => {
  it('lists each version with when, who and why, and shows how one differs from now', async () => {
    vi.stubGlobal('fetch', service());
    render(<VersionsDialog open onOpenChange={() => {}} canRestore />);
    const dialog = screen.getByRole('dialog', { name: '历史版本' });
    const item = (await within(dialog).findByText(/首页调整/)).closest('li')!;
    expect(item).toHaveTextContent('作者：anna · 审核：rita · 提交 4');
    // A restore says which version it brought back (by its time); a direct publication names its author once.
    const restored = within(dialog)
      .getByText(/恢复自/)
      .closest('li')!;
    // Versions are named by local date and time to the minute, and author (issue 32, item 6), never by id.
    expect(restored).toHaveTextContent(
      `作者：rita · 恢复自 ${localTime(new Date('2026-11-22T02:00:00Z'), 'zh-CN')} · deploy`,
    );
    expect(localTime(new Date(2026, 10, 22, 9, 5), 'zh-CN')).toBe('2026年11月22日 09:05');
    expect(restored).not.toHaveTextContent('审核：');
    expect(within(dialog).getByText(/部署时的版本/)).toBeVisible();
    fireEvent.click(within(item).getByRole('button', { name: '与当前版本的差异' }));
    const diff = await within(item).findByRole('list', { name: '与当前版本的差异' });
    expect(diff).toHaveTextContent('首页 › 最新职位 › 每页条数: 9 → 5');
  });

  it('restores a version with If-Match, then the published config and the draft are the restored one', async () => {
    const fetch = service();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('confirm', () => true);
    render(<VersionsDialog open onOpenChange={() => {}} canRestore />);
    const item = (await screen.findByText(/首页调整/)).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: '恢复此版本' }));
    expect(await screen.findByText('已恢复并发布为新版本。')).toHaveAttribute('role', 'status');
    const restore = fetch.mock.calls.find(([url]) => url.endsWith('/restore'))!;
    expect(restore[1]?.headers).toMatchObject({ 'if-match': '"v2"' });
    expect(studio.published).toEqual(older);
    expect(studio.draft).toEqual(older);
    expect(studio.etag).toBe('"v3"');
    expect(isDirty()).toBe(false);
  });

  it('offers no restore to an editor (reviewers and admins restore)', async () => {
    vi.stubGlobal('fetch', service());
    render(<VersionsDialog open onOpenChange={() => {}} canRestore={false} />);
    await screen.findByText(/首页调整/);
    expect(screen.queryByRole('button', { name: '恢复此版本' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '与当前版本的差异' })).toHaveLength(3);
  });
});
