import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import {
  approveSubmission,
  cancelSchedule,
  createDraft,
  deleteDraft,
  fetchDraft,
  fetchSubmission,
  hashOfEtag,
  listDrafts,
  listSchedules,
  listSubmissions,
  listVersions,
  mayPublishDirectly,
  mayReview,
  publishConfig,
  rejectSubmission,
  reopenSubmission,
  saveDraft,
  signIn,
  StudioApiError,
  submitDraft,
} from './studio-client';

const config = portal as unknown as PortalConfig;
/** The call's path under the service's base (…/studio/api). */
const path = (url: string) => url.replace(/^.*\/studio\/api/, '');

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  keepalive?: boolean;
}

/** The service answering `body` with `status` to every call; what was asked is in the returned list. */
function service(answers: Record<string, [number, unknown, Record<string, string>?]>) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      seen.push({
        url,
        method,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        keepalive: init.keepalive,
      });
      const [status, body, headers] = answers[`${method} ${path(url)}`] ?? [404, { message: 'no' }];
      return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
    }),
  );
  return seen;
}

const session = { name: 'anna', role: 'editor', csrfToken: 'csrf-1', review: 'required' };
const submission = { id: 12, author: 'anna', comment: '首页', submittedAt: '2026-11-23T02:00:00Z', status: 'pending' };

afterEach(() => vi.unstubAllGlobals());

describe('the studio client', () => {
  it('knows the role and the review mode: who reviews, who publishes directly', async () => {
    service({ 'POST /session': [200, session] });
    expect(await signIn('anna', 'secret')).toEqual(session);
    expect(mayReview({ role: 'editor' })).toBe(false);
    expect(mayReview({ role: 'reviewer' })).toBe(true);
    for (const role of ['sysadmin', 'secadmin', 'auditor'] as const) expect(mayReview({ role })).toBe(false);
    expect(mayPublishDirectly({ role: 'reviewer', review: 'optional' })).toBe(true);
    expect(mayPublishDirectly({ role: 'reviewer', review: 'required' })).toBe(false);
    expect(mayPublishDirectly({ role: 'sysadmin', review: 'optional' })).toBe(false);
    expect(mayPublishDirectly({ role: 'editor', review: 'optional' })).toBe(false);
  });

  it('tells a publication (200) from a submission (202) of PUT /config', async () => {
    service({ 'PUT /config': [202, { submission }] });
    expect(await publishConfig(config, '"h1"', '首页')).toEqual({
      kind: 'submitted',
      submission: { ...submission, id: '12' },
    });
    const seen = service({ 'PUT /config': [200, { version: { id: 'v2', submissionId: 3 } }, { etag: '"h2"' }] });
    expect(await publishConfig(config, '"h1"', '')).toEqual({
      kind: 'published',
      version: { id: 'v2', submissionId: '3' },
      etag: '"h2"',
    });
    expect(seen[0]!.headers).toMatchObject({ 'if-match': '"h1"', 'x-csrf-token': 'csrf-1' });
  });

  it('keeps drafts on the server: list, create (with the base hash), save, read, delete, submit', async () => {
    const draft = {
      id: 7,
      author: 'anna',
      title: 't',
      baseHash: 'h1',
      updatedAt: '2026-11-23T02:00:00Z',
      stale: false,
    };
    const seen = service({
      'GET /drafts': [200, { drafts: [draft] }],
      'POST /drafts': [201, { draft }],
      'PUT /drafts/7': [200, { draft }],
      'GET /drafts/7': [200, { draft, config }],
      'DELETE /drafts/7': [204, null],
      'POST /drafts/7/submit': [201, { submission }],
    });
    expect(await listDrafts()).toEqual([{ ...draft, id: '7' }]);
    expect(hashOfEtag('"h1"')).toBe('h1');
    expect(hashOfEtag('W/"h1"')).toBe('h1');
    await createDraft({ title: 't', config, baseHash: 'h1' });
    await saveDraft('7', { config }, true);
    expect(await fetchDraft('7')).toEqual({ draft: { ...draft, id: '7' }, config });
    await deleteDraft('7');
    expect((await submitDraft('7', '请审核')).id).toBe('12');
    expect(seen.map((s) => `${s.method} ${path(s.url)}`)).toEqual([
      'GET /drafts',
      'POST /drafts',
      'PUT /drafts/7',
      'GET /drafts/7',
      'DELETE /drafts/7',
      'POST /drafts/7/submit',
    ]);
    expect(seen[1]!.body).toEqual({ title: 't', config, baseHash: 'h1' });
    expect(seen[2]!.keepalive).toBe(true);
    expect(seen[2]!.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 'csrf-1' });
    expect(seen[5]!.body).toEqual({ comment: '请审核' });
  });

  it('reads and decides submissions: by status, with config and base, approve now or at a time, reject, reopen', async () => {
    const schedule = { id: 5, submissionId: 12, publishAt: '2026-12-01T01:00:00.000Z', createdBy: 'rita' };
    const seen = service({
      'GET /submissions?status=pending': [200, { submissions: [{ ...submission, scheduleId: 5 }] }],
      'GET /submissions/12': [200, { submission, config, base: config }],
      'POST /submissions/12/approve': [200, { submission, schedule }],
      'POST /submissions/12/reject': [200, { submission: { ...submission, status: 'rejected', reason: '标题太长' } }],
      'POST /submissions/12/reopen': [201, { draft: { id: 9 } }],
      'GET /schedules': [200, { schedules: [schedule] }],
      'DELETE /schedules/5': [200, { schedule: { ...schedule, status: 'cancelled' } }],
    });
    expect(await listSubmissions('pending')).toEqual([{ ...submission, id: '12', scheduleId: '5' }]);
    expect((await fetchSubmission('12')).submission.id).toBe('12');
    const approved = await approveSubmission('12', schedule.publishAt);
    expect(approved.schedule).toEqual({ ...schedule, id: '5', submissionId: '12' });
    expect((await rejectSubmission('12', '标题太长')).reason).toBe('标题太长');
    expect((await reopenSubmission('12')).draft.id).toBe('9');
    expect(await listSchedules()).toEqual([{ ...schedule, id: '5', submissionId: '12' }]);
    expect((await cancelSchedule('5')).status).toBe('cancelled');
    expect(seen[2]!.body).toEqual({ publishAt: schedule.publishAt });
    expect(seen[3]!.body).toEqual({ reason: '标题太长' });
    expect(seen.every((s) => s.method === 'GET' || s.headers['x-csrf-token'] === 'csrf-1')).toBe(true);
  });

  it("throws the service's refusal with its code, and a network failure as status 0", async () => {
    service({ 'POST /submissions/12/approve': [403, { message: 'someone else', code: 'own-submission' }] });
    const refusal = await approveSubmission('12').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(StudioApiError);
    expect(refusal).toMatchObject({ status: 403, body: { code: 'own-submission' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await listVersions().catch((e: unknown) => e)).toMatchObject({ status: 0 });
  });
});
