/**
 * A backend answer as the shared data cache keeps it (docs/decisions/042): its bytes, so that every caller gets a
 * Response of its own, and whether it is a success that may be kept.
 */

export interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  url: string;
  /** When it came and how long it is fresh: tells a caller whether it got a stale copy. */
  at: number;
  ttl: number;
  /** Its weight in the cache's bound, in bytes. */
  size: number;
}

/** A backend answer that must not be kept; thrown from the fetch method so that lru-cache keeps the old copy. */
export class Unkept extends Error {
  constructor(readonly answer: Answer) {
    super(`backend answered ${answer.status}`);
  }
}

// The body read here is decoded already (so its encoding and length no longer hold); a replayed cookie would be one
// client's given to every other.
const DROPPED_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
]);
const NULL_BODY = new Set([204, 205, 304]);
const decoder = new TextDecoder();

/** Reads a backend response whole. */
export async function readAnswer(response: Response, key: string, at: number, ttl: number): Promise<Answer> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
  const size = body.byteLength + key.length + headers.reduce((n, [k, v]) => n + k.length + v.length, 64);
  const { status, statusText, url } = response;
  return { status, statusText, headers, body, url, at, ttl, size };
}

/** Success is HTTP 2xx and the envelope's code 200 (openapi/portal.yaml); anything else is never kept. */
export function isSuccess(answer: Answer): boolean {
  if (answer.status < 200 || answer.status > 299) return false;
  try {
    return (JSON.parse(decoder.decode(answer.body)) as { code?: unknown } | null)?.code === 200;
  } catch {
    return false;
  }
}

/** A Response of the caller's own (a Response's body can be read once). */
export function toResponse(answer: Answer): Response {
  const { status, statusText, headers } = answer;
  const response = new Response(NULL_BODY.has(status) ? null : answer.body, { status, statusText, headers });
  // A Response made here has no URL; the SDK names a failing call's path from it.
  if (answer.url) Object.defineProperty(response, 'url', { value: answer.url });
  return response;
}
