/**
 * The studio's calls to its publishing service (docs/studio-api.md; server/studio/): the session with its role and
 * review mode, the published config and its versions, the editor's drafts on the server, submissions for review
 * (先审后发) and scheduled publications. Accounts and the audit log are the admin pages' (studio/admin/).
 */
import type {
  DraftMeta as StoredDraft,
  Schedule as StoredSchedule,
  StudioSession,
  SubmissionMeta as StoredSubmission,
  SubmissionStatus,
  VersionMeta,
  MergeConflict,
} from '../../src/config/config-version';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { activityHeaders, noteAnswer } from './session-clock';

export type { MergeConflict, Role } from '../../src/config/config-version';

const BASE = `${import.meta.env.BASE_URL}studio/api`;

export type Session = StudioSession;

/** Reviewers review, approve, schedule and restore; editors edit and submit; administrators do neither (三员分立). */
export const mayReview = (session: Pick<Session, 'role'>) => session.role === 'reviewer';

/** Editors and reviewers edit pages (and so say which page they have open: decision 085); administrators do not. */
export const mayEdit = (session: Pick<Session, 'role'>) => session.role === 'editor' || mayReview(session);

/** Whether PUT /config publishes (200) or makes a submission for review (202). */
export const mayPublishDirectly = (session: Pick<Session, 'role' | 'review'>) =>
  session.review === 'optional' && mayReview(session);

/** The service's records with their ids as strings (its store numbers them; the studio only passes them back). */
type WithIds<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends number ? string : string | undefined };

export type Version = WithIds<VersionMeta, 'submissionId'>;
export type DraftMeta = WithIds<StoredDraft, 'id'>;
export type SubmissionMeta = WithIds<StoredSubmission, 'id' | 'scheduleId'>;
export type Schedule = WithIds<StoredSchedule, 'id' | 'submissionId'>;

/** A refusal of the service, with what it said (412 carries who published, 400 the problems, `code` the reason). */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: {
      code?: string;
      problems?: ConfigProblem[];
      publishedBy?: string;
      publishedAt?: string;
      retryAfter?: number;
      /** A refused password: the rule it missed, and the rule's number (decision 078). */
      rule?: string;
      count?: number;
    } = {},
  ) {
    super(message);
  }
}

let csrf = '';

/** One call to the service: the session's CSRF token on every request, a refusal thrown as StudioApiError. */
export async function studioCall(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...activityHeaders(),
        ...(init.headers as Record<string, string>),
      },
    });
  } catch {
    throw new StudioApiError(0, 'network');
  }
  if (res.ok) {
    noteAnswer(res.status, res.headers.get('x-studio-session'));
    return res;
  }
  const body = (await res.json().catch(() => ({}))) as StudioApiError['body'] & { message?: string };
  noteAnswer(res.status, res.headers.get('x-studio-session'), body.code);
  throw new StudioApiError(res.status, body.message ?? `HTTP ${res.status}`, body);
}

const call = studioCall;
/** One call's JSON answer. */
export const json = async <T>(path: string, init?: RequestInit) => (await (await call(path, init)).json()) as T;
/** A call's options with a JSON body (`keepalive`: the request outlives the page). */
export const send = (method: string, body: unknown, keepalive = false): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...(keepalive ? { keepalive } : {}),
});
const at = (path: string, id: string | number) => `${path}/${encodeURIComponent(String(id))}`;

/** The service's ids are numbers in its store; the studio keeps them as strings. */
function ids<T>(item: object, keys: readonly string[]): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const key of keys) if (copy[key] !== undefined && copy[key] !== null) copy[key] = String(copy[key]);
  return copy as T;
}
const draftIds = (d: StoredDraft | DraftMeta) => ids<DraftMeta>(d, ['id']);
const submissionIds = (s: StoredSubmission | SubmissionMeta) => ids<SubmissionMeta>(s, ['id', 'scheduleId']);
const scheduleIds = (s: StoredSchedule | Schedule) => ids<Schedule>(s, ['id', 'submissionId']);
const versionIds = (v: VersionMeta | Version) => ids<Version>(v, ['submissionId']);

/** The hash an ETag names (`"abc"` → `abc`), as drafts and submissions record their base. */
export const hashOfEtag = (etag: string | null) => (etag ?? '').replace(/^W\//, '').replace(/"/g, '');

const remember = (session: Session) => ((csrf = session.csrfToken), session);

export const currentSession = async () => remember(await json<Session>('/session'));

/** The password was right and the account has a second factor: its code next, with this token (decision 077). */
interface SecondFactorNeeded {
  name: string;
  secondFactor: 'needed';
  pending: string;
}

export async function signIn(name: string, password: string): Promise<Session | SecondFactorNeeded> {
  const answer = await json<Session | SecondFactorNeeded>('/session', send('POST', { name, password }));
  return answer.secondFactor === 'needed' ? answer : remember(answer);
}

/** The second step: the code (or a recovery code) for the pending sign-in. */
export const signInWithCode = async (pending: string, code: string) =>
  remember(await json<Session>('/session/second-factor', send('POST', { pending, code })));

/** Changes the signed-in person's own password (decision 078); the session goes on, no longer limited. */
export const changePassword = async (current: string, password: string) =>
  remember(await json<Session>('/session/password', send('POST', { current, password })));

/** The session as it is; `idle`: asked by the studio on its own (does not extend the idle life). */
export const readSession = async (idle = false) =>
  remember(await json<Session>('/session', { headers: { 'x-studio-idle': idle ? '1' : '0' } }));

export async function signOut() {
  await call('/session', { method: 'DELETE' });
  csrf = '';
}

export async function fetchPublished(): Promise<{ config: PortalConfig; etag: string }> {
  const res = await call('/config');
  return { config: (await res.json()) as PortalConfig, etag: res.headers.get('etag') ?? '' };
}

export type PublishResult =
  { kind: 'published'; version: Version; etag: string } | { kind: 'submitted'; submission: SubmissionMeta };

/** PUT /config: published at once (200), or, when the caller may not publish directly, a submission (202). */
export async function publishConfig(config: PortalConfig, etag: string, comment: string): Promise<PublishResult> {
  const res = await call('/config', {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'if-match': etag,
      ...(comment ? { 'x-publish-comment': encodeURIComponent(comment) } : {}),
    },
    body: `${JSON.stringify(config, null, 2)}\n`,
  });
  const body = (await res.json()) as { version?: VersionMeta; submission?: StoredSubmission };
  if (res.status === 202 && body.submission) return { kind: 'submitted', submission: submissionIds(body.submission) };
  return { kind: 'published', version: versionIds(body.version!), etag: res.headers.get('etag') ?? '' };
}

export const listVersions = async () => (await json<{ versions: VersionMeta[] }>('/versions')).versions.map(versionIds);

export const fetchVersion = async (id: string) => json<PortalConfig>(at('/versions', id));

export async function restoreVersion(id: string, etag: string) {
  const res = await call(`${at('/versions', id)}/restore`, { method: 'POST', headers: { 'if-match': etag } });
  return {
    version: versionIds(((await res.json()) as { version: VersionMeta }).version),
    etag: res.headers.get('etag') ?? '',
  };
}

// Drafts: each editor's own, saved as they edit.

export const listDrafts = async () => (await json<{ drafts: DraftMeta[] }>('/drafts')).drafts.map(draftIds);

export interface DraftBody {
  title?: string;
  config: PortalConfig;
  baseHash?: string;
}

/** `keepalive`: the request outlives the page (a save as the page closes). */
export const createDraft = async (body: DraftBody & { baseHash: string }, keepalive = false) =>
  draftIds((await json<{ draft: DraftMeta }>('/drafts', send('POST', body, keepalive))).draft);

export const saveDraft = async (id: string, body: DraftBody, keepalive = false) =>
  draftIds((await json<{ draft: DraftMeta }>(at('/drafts', id), send('PUT', body, keepalive))).draft);

export async function fetchDraft(id: string) {
  const { draft, config } = await json<{ draft: DraftMeta; config: PortalConfig }>(at('/drafts', id));
  return { draft: draftIds(draft), config };
}

export async function deleteDraft(id: string) {
  await call(at('/drafts', id), { method: 'DELETE' });
}

/** The draft becomes a submission for review (the draft itself is gone). */
export const submitDraft = async (id: string, comment: string) =>
  submissionIds(
    (await json<{ submission: SubmissionMeta }>(`${at('/drafts', id)}/submit`, send('POST', { comment }))).submission,
  );

// Submissions: editors see their own, reviewers all.

export async function listSubmissions(status?: SubmissionStatus) {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return (await json<{ submissions: SubmissionMeta[] }>(`/submissions${query}`)).submissions.map(submissionIds);
}

/** A submission with its config and the config it was made against (`base`). */
export async function fetchSubmission(id: string) {
  const answer = await json<{ submission: SubmissionMeta; config: PortalConfig; base: PortalConfig }>(
    at('/submissions', id),
  );
  return { ...answer, submission: submissionIds(answer.submission) };
}

/** Approve: publish now, or at `publishAt` (an ISO time in the future). */
export async function approveSubmission(id: string, publishAt?: string) {
  const answer = await json<{ submission: StoredSubmission; version?: VersionMeta; schedule?: StoredSchedule }>(
    `${at('/submissions', id)}/approve`,
    send('POST', publishAt ? { publishAt } : {}),
  );
  return {
    submission: submissionIds(answer.submission),
    version: answer.version && versionIds(answer.version),
    schedule: answer.schedule && scheduleIds(answer.schedule),
  };
}

export const rejectSubmission = async (id: string, reason: string) =>
  submissionIds(
    (await json<{ submission: SubmissionMeta }>(`${at('/submissions', id)}/reject`, send('POST', { reason })))
      .submission,
  );

/**
 * A new draft of the submission's changes merged onto what is published now (a pending one is withdrawn), and the
 * fields both sides changed, for the author to decide (decision 083).
 */
export async function reopenSubmission(id: string) {
  const answer = await json<{ draft: DraftMeta; conflicts?: MergeConflict[] }>(`${at('/submissions', id)}/reopen`, {
    method: 'POST',
  });
  return { draft: draftIds(answer.draft), conflicts: answer.conflicts ?? [] };
}

// Schedules.

export const listSchedules = async () =>
  (await json<{ schedules: Schedule[] }>('/schedules')).schedules.map(scheduleIds);

export const cancelSchedule = async (id: string) =>
  scheduleIds((await json<{ schedule: Schedule }>(at('/schedules', id), { method: 'DELETE' })).schedule);
