import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { withOpenPolicyForm } from '../../tests/support/open-policy-form';
import { checkDraft } from '../model/check';
import { setAt } from '../model/edits';
import type { Session } from '../service/studio-client';
import { ReviewDesk } from './ReviewDesk';

// Its policy form's page opened to anyone: the submission has one warning (提醒) to show.
const base = withOpenPolicyForm(portal) as unknown as PortalConfig;
const jobs = base.pages.home!.sections.findIndex((s) => s.id === 'jobs');
const changed = setAt(base, `/pages/home/sections/${jobs}/pageSize`, 5);
const future = new Date(Date.now() + 86_400_000);

const submission = (id: number, extra: object = {}) => ({
  id,
  author: 'anna',
  comment: '首页调整',
  submittedAt: '2026-11-23T02:00:00Z',
  status: 'pending',
  baseHash: 'h1',
  stale: false,
  ...extra,
});
const pending = [
  submission(12),
  submission(13, { comment: '', stale: true }),
  submission(14, { author: 'rita', comment: '我自己的' }),
];
const schedules = [
  { id: 5, submissionId: 20, publishAt: future.toISOString(), createdBy: 'rita', status: 'pending' },
  { id: 4, submissionId: 19, publishAt: '2026-11-01T00:00:00Z', createdBy: 'rita', status: 'done' },
];

type Answer = [number, unknown];
interface Seen {
  method: string;
  path: string;
  body: unknown;
}

/** The service as the desk sees it; `answers` overrides one call (`METHOD /path`). */
function service(answers: Record<string, Answer> = {}) {
  const seen: Seen[] = [];
  const table: Record<string, Answer> = {
    'GET /submissions?status=pending': [200, { submissions: pending }],
    'GET /submissions?status=scheduled': [
      200,
      { submissions: [submission(20, { author: 'ben', status: 'scheduled' })] },
    ],
    'GET /schedules': [200, { schedules }],
    'GET /submissions/12': [200, { submission: submission(12), config: changed, base }],
    'GET /submissions/13': [200, { submission: submission(13, { stale: true }), config: changed, base }],
    'GET /submissions/14': [200, { submission: pending[2], config: changed, base }],
    'POST /submissions/12/approve': [
      200,
      { submission: submission(12, { status: 'published', version: 'v9' }), version: { id: 'v9' } },
    ],
    'POST /submissions/12/reject': [200, { submission: submission(12, { status: 'rejected', reason: '太长' }) }],
    'DELETE /schedules/5': [200, { schedule: { ...schedules[0], status: 'cancelled' } }],
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^.*\/studio\/api/, '');
      const method = init.method ?? 'GET';
      seen.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = table[`${method} ${path}`] ?? [404, { message: 'no' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return seen;
}

const rita: Pick<Session, 'name' | 'review'> = { name: 'rita', review: 'required' };

function desk(initialId: string | null = '12', onPublished = vi.fn(), onSignedOut = vi.fn()) {
  render(
    <div>
      <ReviewDesk session={rita} initialId={initialId} onSignedOut={onSignedOut} onPublished={onPublished} />
    </div>,
  );
  return { onPublished, onSignedOut };
}

const decisions = () => screen.getByRole('complementary', { name: '修改内容' });
/** Waits until the decisions' live region (`status` or `alert`) says `text`. */
const says = (role: 'status' | 'alert', text: string) =>
  vi.waitFor(() => expect(within(decisions()).getByRole(role)).toHaveTextContent(text));

beforeEach(() => history.replaceState(null, '', '/n2024/web/studio/'));
afterEach(() => vi.unstubAllGlobals());

describe('ReviewDesk', () => {
  it('lists the pending submissions (author, time, comment, 需更新) and the pending schedules', async () => {
    service();
    desk(null);
    const list = await screen.findByRole('list', { name: '待审核的提交' });
    const items = await within(list).findAllByRole('button');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('提交 12');
    expect(items[0]).toHaveTextContent(`anna · ${new Date('2026-11-23T02:00:00Z').toLocaleString('zh-CN')}`);
    expect(items[0]).toHaveTextContent('首页调整');
    expect(items[0]).not.toHaveTextContent('需更新');
    expect(items[1]).toHaveTextContent('需更新');
    expect(items[1]).toHaveTextContent('（没有说明）');
    const planned = screen.getByRole('list', { name: '定时发布' });
    expect(within(planned).getAllByRole('listitem')).toHaveLength(1);
    expect(planned).toHaveTextContent(`${future.toLocaleString('zh-CN')} 发布提交 20（rita 安排） · ben`);
    expect(screen.getByText('请在左侧选择一个待审核的提交。')).toBeVisible();
  });

  it('opens a submission from its review link: the change list in words, the preview of its config, the link in the address', async () => {
    service();
    desk('12');
    const changes = await within(decisions()).findByRole('list', { name: '修改内容' });
    expect(changes).toHaveTextContent('首页 › 最新职位 › 每页条数: 9 → 5');
    expect(decisions()).toHaveTextContent('首页调整');
    expect(location.hash).toBe('#review=12');
    expect(screen.getByRole('button', { name: /提交 12/ })).toHaveAttribute('aria-current', 'true');

    // The preview is sent the submission's config (not the editor's draft), at the page it changes.
    const frame = screen.getByTitle('提交内容预览') as HTMLIFrameElement;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    // The preview mounted when the submission came, outside act, so its listener (an effect) may not be there yet
    // when the list shows: the likely reading of this test's rare failure (decision 095; once more in 1 of 7 runs of
    // studio/ on 2026-11-29, not again in 16). It says ready until heard, as a real preview is only ready once loaded.
    const ready = () =>
      act(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'studio:ready' },
            source: frame.contentWindow,
            origin: location.origin,
          }),
        ),
      );
    await waitFor(() => {
      ready();
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'studio:draft', config: changed, pageId: 'home', route: '/home' }),
        location.origin,
      );
    });
    // …marking the section it changes.
    expect(post).toHaveBeenCalledWith({ type: 'studio:select-section', sectionId: 'jobs' }, location.origin);
    expect(screen.getByLabelText('预览页面')).toHaveValue('home');
  });

  it('approves and publishes now, says so with the version, and tells the studio', async () => {
    const seen = service();
    const { onPublished } = desk('12');
    fireEvent.click(await within(decisions()).findByRole('button', { name: '批准并发布' }));
    await says('status', '已批准并发布（版本 v9）。刷新公开网站即可看到。');
    expect(seen.find((s) => s.path === '/submissions/12/approve')?.body).toEqual({});
    expect(onPublished).toHaveBeenCalled();
    // Dealt with: no more decisions on it.
    expect(within(decisions()).queryByRole('button', { name: '批准并发布' })).toBeNull();
    expect(decisions()).toHaveTextContent('已发布');
  });

  it('schedules only at a time in the future, sent as an ISO time', async () => {
    const seen = service({
      'POST /submissions/12/approve': [
        200,
        {
          submission: submission(12, { status: 'scheduled', publishAt: future.toISOString() }),
          schedule: { id: 6, submissionId: 12, publishAt: future.toISOString(), createdBy: 'rita', status: 'pending' },
        },
      ],
    });
    desk('12');
    const time = await within(decisions()).findByLabelText('发布时间');
    const schedule = within(decisions()).getByRole('button', { name: '定时发布' });
    fireEvent.click(schedule);
    expect(within(decisions()).getByRole('alert')).toHaveTextContent('请选择一个将来的时间。');
    expect(time).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(time, { target: { value: '2020-01-01T08:00' } });
    fireEvent.click(schedule);
    expect(seen.some((s) => s.path.endsWith('/approve'))).toBe(false);

    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${future.getFullYear()}-${pad(future.getMonth() + 1)}-${pad(future.getDate())}T${pad(future.getHours())}:${pad(future.getMinutes())}`;
    fireEvent.change(time, { target: { value: local } });
    fireEvent.click(schedule);
    await says('status', `已批准，将于 ${future.toLocaleString('zh-CN')} 发布。`);
    const sent = seen.find((s) => s.path.endsWith('/approve'))!.body as { publishAt: string };
    expect(new Date(sent.publishAt).getTime()).toBe(new Date(local).getTime());
  });

  it('sends back only with a reason, which is sent', async () => {
    const seen = service();
    desk('12');
    const reject = await within(decisions()).findByRole('button', { name: '退回' });
    fireEvent.click(reject);
    expect(within(decisions()).getByRole('alert')).toHaveTextContent('请填写退回原因。');
    expect(within(decisions()).getByLabelText('退回原因（作者可见）')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(decisions()).getByLabelText('退回原因（作者可见）'), { target: { value: '标题太长' } });
    fireEvent.click(reject);
    await says('status', '已退回，作者会看到退回原因。');
    expect(seen.find((s) => s.path.endsWith('/reject'))?.body).toEqual({ reason: '标题太长' });
  });

  it('says before asking that one does not review one’s own submission, nor a stale one', async () => {
    service();
    desk('14');
    expect(await within(decisions()).findByText('审核须由他人进行')).toBeVisible();
    expect(within(decisions()).getByRole('button', { name: '批准并发布' })).toBeDisabled();
    expect(within(decisions()).getByRole('button', { name: '退回' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: /提交 13/ }));
    expect(await within(decisions()).findByText('提交后已有新版本发布，请作者更新后重新提交')).toBeVisible();
    expect(within(decisions()).getByRole('button', { name: '批准并发布' })).toBeDisabled();
    expect(location.hash).toBe('#review=13');
  });

  it("says the service's refusals in words", async () => {
    service({ 'POST /submissions/12/approve': [409, { message: 'stale', code: 'stale' }] });
    desk('12');
    fireEvent.click(await within(decisions()).findByRole('button', { name: '批准并发布' }));
    await says('alert', '提交后已有新版本发布，请作者更新后重新提交');
    // Known stale now: marked so, and not offered for approval again.
    expect(within(decisions()).getByRole('button', { name: '批准并发布' })).toBeDisabled();
    expect(decisions()).toHaveTextContent('需更新');
  });

  it("says the problems of a refused approval in the editor's words, the pointer folded", async () => {
    const problems = checkDraft(setAt(base, `/pages/home/sections/${jobs}/pageSize`, 0));
    service({ 'POST /submissions/12/approve': [400, { message: 'problems', problems }] });
    desk('12');
    fireEvent.click(await within(decisions()).findByRole('button', { name: '批准并发布' }));
    await says('alert', '服务器检查发现问题，未发布：');
    const alert = within(decisions()).getByRole('alert');
    expect(alert).toHaveTextContent('首页 › 最新职位：每页条数至少为 1。请填写 1 或更大的整数。');
    expect(alert.querySelector('details')!.open).toBe(false);
  });

  it('shows the reviewer what the checker warns about in the submission (提醒)', async () => {
    service();
    desk('12');
    expect(await within(decisions()).findByRole('heading', { name: '提醒（不影响发布）' })).toBeVisible();
    expect(decisions()).toHaveTextContent('补贴申请 › 政策补贴申请：此表单收集个人信息');
  });

  it('says when another reviewer dealt with it first', async () => {
    service({ 'POST /submissions/12/reject': [409, { message: 'rejected', code: 'not-pending' }] });
    desk('12');
    fireEvent.change(await within(decisions()).findByLabelText('退回原因（作者可见）'), { target: { value: '不行' } });
    fireEvent.click(within(decisions()).getByRole('button', { name: '退回' }));
    await says('alert', '这个提交已经处理过，不再待审核。');
  });

  it('cancels a pending schedule', async () => {
    const seen = service();
    desk(null);
    const cancel = await screen.findByRole('button', {
      name: `取消 ${future.toLocaleString('zh-CN')} 的定时发布`,
    });
    fireEvent.click(cancel);
    expect(await screen.findByText('已取消定时发布，提交回到待审核。')).toHaveAttribute('role', 'status');
    expect(seen.some((s) => s.method === 'DELETE' && s.path === '/schedules/5')).toBe(true);
  });

  it('an ended session sends the reviewer to sign in', async () => {
    service({ 'GET /submissions?status=pending': [401, { message: 'sign in' }] });
    const { onSignedOut } = desk(null);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });
});
