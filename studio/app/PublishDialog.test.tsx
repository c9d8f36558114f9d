import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { setAt } from '../model/edits';
import { apply, isDirty, loadPublished, studio } from '../model/studio-store';
import { PublishDialog } from './PublishDialog';

const published = portal as unknown as PortalConfig;
const jobsSize = `/pages/home/sections/${published.pages.home!.sections.findIndex((s) => s.id === 'jobs')}/pageSize`;
const answer = (status: number, body: unknown, etag = '') =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: etag ? { etag } : {} }));

function open(onSignedOut = vi.fn()) {
  render(<PublishDialog open onOpenChange={() => {}} onSignedOut={onSignedOut} />);
  return screen.getByRole('dialog', { name: '发布修改' });
}

beforeEach(() => {
  loadPublished(published, '"v1"');
  apply(setAt(published, jobsSize, 5));
});
afterEach(() => vi.unstubAllGlobals());

describe('PublishDialog', () => {
  it('lists the change in words and publishes it with If-Match and the comment', async () => {
    const put = answer(200, { version: { id: 'v2' } }, '"v2"');
    vi.stubGlobal('fetch', put);
    const dialog = open();
    expect(within(dialog).getByRole('list', { name: '本次修改' })).toHaveTextContent(
      '首页 › 最新职位 › 每页条数: 9 → 5',
    );
    fireEvent.change(within(dialog).getByLabelText('说明（可选）'), { target: { value: '少一点' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('已发布（版本 v2）');
    const [, init] = put.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(init.headers).toMatchObject({ 'if-match': '"v1"', 'x-publish-comment': encodeURIComponent('少一点') });
    expect(isDirty()).toBe(false);
    expect(studio.etag).toBe('"v2"');
  });

  it('on 412 says who published first and offers the draft as a download and the latest version', async () => {
    vi.stubGlobal('fetch', answer(412, { publishedBy: 'ben', publishedAt: '2026-11-23T02:00:00Z' }));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    const alert = await within(dialog).findByText('发布被拒绝：配置已被他人更新');
    const refusal = alert.closest('[role="alert"]') as HTMLElement;
    expect(refusal).toHaveTextContent('ben');
    expect(within(refusal).getByRole('button', { name: '下载我的草稿' })).toBeEnabled();
    expect(isDirty()).toBe(true);

    // Loading the latest version (after confirming) replaces the draft with it.
    const theirs = setAt(published, jobsSize, 12);
    vi.stubGlobal('fetch', answer(200, theirs, '"v3"'));
    vi.stubGlobal('confirm', () => true);
    fireEvent.click(within(refusal).getByRole('button', { name: '载入最新发布版' }));
    await vi.waitFor(() => expect(studio.etag).toBe('"v3"'));
    expect(studio.draft).toEqual(theirs);
    expect(isDirty()).toBe(false);
  });

  it("on 400 lists the service's problems and keeps the draft", async () => {
    const problem = {
      file: 'portal.config.json',
      pointer: jobsSize,
      message: 'must be at least 1',
      fix: 'use 1 or more',
    };
    vi.stubGlobal('fetch', answer(400, { problems: [problem] }));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(await within(dialog).findByText('服务器检查发现问题，未发布：')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('must be at least 1');
    expect(isDirty()).toBe(true);
  });

  it('on 401 sends the editor to sign in, the draft kept', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'sign in' }));
    const onSignedOut = vi.fn();
    const dialog = open(onSignedOut);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(isDirty()).toBe(true);
  });

  it('on a network failure says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(await within(dialog).findByText('网络错误，未能完成操作。草稿已保存，可稍后重试。')).toBeVisible();
  });
});
