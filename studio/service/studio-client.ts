/** The studio's calls to its publishing service (server/studio/studio-api.ts; decision 020). */
import type { VersionMeta } from '../../src/config/config-version';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';

const BASE = `${import.meta.env.BASE_URL}studio/api`;

export interface Session {
  name: string;
  csrfToken: string;
}

/** A refusal of the service, with what it said (status 412 carries who published, 400 the problems). */
export class StudioApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: {
      problems?: ConfigProblem[];
      publishedBy?: string;
      publishedAt?: string;
      retryAfter?: number;
    } = {},
  ) {
    super(message);
  }
}

let csrf = '';

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { ...(csrf ? { 'x-csrf-token': csrf } : {}), ...(init.headers as Record<string, string>) },
    });
  } catch {
    throw new StudioApiError(0, 'network');
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => ({}))) as StudioApiError['body'] & { message?: string };
  throw new StudioApiError(res.status, body.message ?? `HTTP ${res.status}`, body);
}

const remember = (session: Session) => ((csrf = session.csrfToken), session);

export const currentSession = async () => remember((await (await call('/session')).json()) as Session);

export const signIn = async (name: string, password: string) =>
  remember(
    (await (
      await call('/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password }),
      })
    ).json()) as Session,
  );

export async function signOut() {
  await call('/session', { method: 'DELETE' });
  csrf = '';
}

export async function fetchPublished(): Promise<{ config: PortalConfig; etag: string }> {
  const res = await call('/config');
  return { config: (await res.json()) as PortalConfig, etag: res.headers.get('etag') ?? '' };
}

export async function publishConfig(config: PortalConfig, etag: string, comment: string) {
  const res = await call('/config', {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'if-match': etag,
      ...(comment ? { 'x-publish-comment': encodeURIComponent(comment) } : {}),
    },
    body: `${JSON.stringify(config, null, 2)}\n`,
  });
  return { version: ((await res.json()) as { version: VersionMeta }).version, etag: res.headers.get('etag') ?? '' };
}

export const listVersions = async () =>
  ((await (await call('/versions')).json()) as { versions: VersionMeta[] }).versions;

export const fetchVersion = async (id: string) =>
  (await (await call(`/versions/${encodeURIComponent(id)}`)).json()) as PortalConfig;

export async function restoreVersion(id: string, etag: string) {
  const res = await call(`/versions/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    headers: { 'if-match': etag },
  });
  return { version: ((await res.json()) as { version: VersionMeta }).version, etag: res.headers.get('etag') ?? '' };
}
