import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { withOpenPolicyForm } from '../../tests/support/open-policy-form';
import { checkDraft } from '../model/check';
import { setAt } from '../model/edits';
import { apply, isDirty, loadPublished, studio } from '../model/studio-store';
import type { Session } from '../service/studio-client';
import { draftSync, forgetDraft } from '../service/draft-sync';
import { localTime } from '../model/version-name';
import { PublishDialog } from './PublishDialog';

// Its policy form's page opened to anyone: the draft has one warning (提醒) to show.
const published = withOpenPolicyForm(portal) as unknown as PortalConfig;
const jobsSize = `/pages/home/sections/${published.pages.home!.sections.findIndex((s) => s.id === 'jobs')}/pageSize`;
const answer = (status: number, body: unknown, etag = '') =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: etag ? { etag } : {} }));

const reviewer: Pick<Session, 'role' | 'review'> = { role: 'reviewer', review: 'optional' };
const editor: Pick<Session, 'role' | 'review'> = { role: 'editor', review: 'optional' };

function open(onSignedOut = vi.fn(), session = reviewer) {
  render(<PublishDialog open onOpenChange={() => {}} onSignedOut={onSignedOut} session={session} />);
  return screen.getByRole('dialog', { name: session === reviewer ? '发布修改' : '提交审核' });
}

beforeEach(async () => {
  await forgetDraft();
  loadPublished(published, '"v1"');
  apply(setAt(published, jobsSize, 5));
});
afterEach(() => vi.unstubAllGlobals());

describe('PublishDialog', () => {
  it('lists the change in words and publishes it with If-Match and the comment', async () => {
    const version = { id: '20261128-195325928-54a5ac', publishedAt: '2026-11-28T19:53:25.928Z', editor: 'anna' };
    const put = answer(200, { version }, '"v2"');
    vi.stubGlobal('fetch', put);
    const dialog = open();
    expect(within(dialog).getByRole('list', { name: '本次修改' })).toHaveTextContent(
      '首页 › 最新职位 › 每页条数: 9 → 5',
    );
    fireEvent.change(within(dialog).getByLabelText('说明（可选）'), { target: { value: '少一点' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `已发布（版本 ${localTime(new Date(version.publishedAt), 'zh-CN')} · anna）`,
    );
    // What was published stays listed: the dialog never says "no changes" after publishing.
    expect(within(dialog).queryByText('没有修改。')).toBeNull();
    expect(within(dialog).getByRole('list', { name: '本次修改' })).toHaveTextContent('每页条数: 9 → 5');
    // (The dialog's 站点体检 asks the service too: the publication is the call to /config.)
    const [, init] = put.mock.calls.find((c) => String((c as unknown[])[0]).endsWith('/config')) as unknown as [
      string,
      RequestInit,
    ];
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

  it("on 400 says the service's problems in the editor's words, each pointer folded in 技术细节", async () => {
    // The service runs the same checker: its problems carry the same words.
    const problems = checkDraft(setAt(published, jobsSize, 0));
    vi.stubGlobal('fetch', answer(400, { problems }));
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    const alert = within(dialog).getByRole('alert');
    await vi.waitFor(() =>
      expect(alert).toHaveTextContent('首页 › 最新职位：每页条数至少为 1。请填写 1 或更大的整数。'),
    );
    const details = alert.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details).toHaveTextContent(jobsSize);
  });

  it('says the draft’s warnings (提醒) before publishing, and publishing stays possible', () => {
    const dialog = open();
    expect(within(dialog).getByRole('heading', { name: '提醒（不影响发布）' })).toBeVisible();
    expect(dialog).toHaveTextContent('补贴申请 › 政策补贴申请：此表单收集个人信息，访客须先登录并完善资料');
    expect(within(dialog).getByRole('button', { name: '确认发布' })).toBeEnabled();
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

  it('for an editor submits the draft saved on the server, says visitors see nothing yet, and goes on showing what waits', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
        if (url.endsWith('/drafts') && init?.method === 'POST')
          return json(201, {
            draft: {
              id: 7,
              author: 'anna',
              title: '',
              baseHash: 'v1',
              updatedAt: '2026-11-23T02:00:00Z',
              stale: false,
            },
          });
        if (url.endsWith('/drafts/7/submit'))
          return json(201, {
            submission: { id: 12, author: 'anna', comment: '少一点', status: 'pending', stale: false },
          });
        return json(404, {});
      }),
    );
    const dialog = open(vi.fn(), editor);
    expect(dialog).toHaveTextContent('审核人批准之前，访客看不到任何变化。');
    expect(within(dialog).queryByRole('button', { name: '确认发布' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('说明（可选）'), { target: { value: '少一点' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    const status = await within(dialog).findByText(/已提交审核（编号 12）/);
    expect(status).toHaveTextContent('审核人批准之前，访客看不到任何变化。');
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/studio\/#review=12$/));
    expect(within(dialog).queryByText('没有修改。')).toBeNull();
    expect(within(dialog).getByRole('list', { name: '本次修改' })).toHaveTextContent('每页条数: 9 → 5');

    // The draft was saved first (its base the published ETag's hash), then submitted with the comment; no PUT.
    const [created, submitted] = calls.filter(([url]) => !url.endsWith('/site-health'));
    expect(JSON.parse(String(created![1]?.body))).toMatchObject({ baseHash: 'v1', config: { pages: {} } });
    expect(submitted![0]).toMatch(/\/studio\/api\/drafts\/7\/submit$/);
    expect(JSON.parse(String(submitted![1]?.body))).toEqual({ comment: '少一点' });
    expect(calls.some(([url]) => url.endsWith('/config'))).toBe(false);
    // The change waits in the submission: the editor goes on showing it, marked 待审核 (issue 32 item 5); the
    // draft on the server is gone (the next edit starts a new one).
    expect(isDirty()).toBe(true);
    expect(draftSync.submittedId).toBe('12');
    expect(draftSync.id).toBeNull();
  });

  it('when the service makes a submission of a direct publication (202), says so instead of "published"', async () => {
    vi.stubGlobal(
      'fetch',
      answer(202, { submission: { id: 3, author: 'rita', status: 'pending', stale: false, comment: '' } }),
    );
    const dialog = open();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    expect(await within(dialog).findByText(/已提交审核（编号 3）/)).toBeVisible();
    expect(within(dialog).queryByText(/已发布/)).toBeNull();
  });

  it('an editor whose draft cannot be saved is told, and nothing is submitted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const dialog = open(vi.fn(), editor);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    expect(await within(dialog).findByText('网络错误，未能完成操作。草稿已保存，可稍后重试。')).toBeVisible();
    expect(isDirty()).toBe(true);
  });
});
