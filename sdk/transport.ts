/**
 * The fetch every SDK call goes through: a 30 s timeout, one in-flight request per target (a newer identical
 * request supersedes the older one, and the older caller gets the newer answer, so the abort is never a failure
 * and never retried), an in-flight counter for the loading overlay, and transport errors mapped to typed errors.
 */
import { networkError, timeoutError } from './errors';

/** Header a caller sets to keep a request out of the loading overlay; stripped before the request leaves. */
export const SILENT_HEADER = 'x-portal-silent';
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface InflightCounter {
  readonly count: number;
  subscribe(listener: (count: number) => void): () => void;
}

export interface TransportOptions {
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** Requests that may run side by side with an identical one (the spec exempts the config index call). */
  exemptFromDedupe?: (request: Request) => boolean;
}

interface Entry {
  controller: AbortController;
  successor?: Entry;
  answer: Promise<Response>;
  /** A copy of the answer, made before anyone reads its body, for the predecessor this entry superseded. */
  spare: Promise<Response>;
}

// The abort reason of a superseded request: a plain marker, not an Error. An Error made while the entry chunk is
// evaluated captures a stack trace of its top-level code, which costs a browser with DevTools or tracing attached
// (Lighthouse) a full re-parse of the chunk for source positions (over 200 ms on a throttled phone profile).
const SUPERSEDED = Object.freeze({ reason: 'superseded by an identical request' });

function createCounter() {
  let count = 0;
  const listeners = new Set<(n: number) => void>();
  const set = (n: number) => {
    count = n;
    listeners.forEach((l) => l(count));
  };
  const counter: InflightCounter = {
    get count() {
      return count;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { counter, inc: () => set(count + 1), dec: () => set(Math.max(0, count - 1)) };
}

const decoder = new TextDecoder();

/** Builds the transport; `fetch` is handed to openapi-fetch, `inflight` to the loading overlay. */
export function createTransport(options: TransportOptions = {}) {
  const baseFetch = options.fetch ?? ((r: Request) => globalThis.fetch(r));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pending = new Map<string, Entry>();
  const { counter, inc, dec } = createCounter();

  async function send(input: Request): Promise<Response> {
    const tracked = !input.headers.has(SILENT_HEADER);
    input.headers.delete(SILENT_HEADER);
    const path = new URL(input.url).pathname;
    const exempt = options.exemptFromDedupe?.(input) ?? false;
    // The body as bytes, read once: for the duplicate key, and sent as bytes (not a stream), so browser tools and
    // proxies see it as an ordinary request body.
    const body = input.body ? await input.arrayBuffer() : undefined;
    const key = exempt ? '' : `${input.method} ${input.url} ${body ? decoder.decode(body) : ''}`;

    const controller = new AbortController();
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([input.signal, controller.signal, timeout]);
    const request = new Request(input.url, {
      method: input.method,
      headers: input.headers,
      body,
      signal,
      credentials: input.credentials,
      cache: input.cache,
      redirect: input.redirect,
      referrerPolicy: input.referrerPolicy,
      mode: input.mode === 'navigate' ? 'same-origin' : input.mode,
    });

    const entry = { controller } as Entry;
    entry.answer = (async () => {
      if (tracked) inc();
      let settled = false;
      const settle = () => {
        if (!settled && tracked) dec();
        settled = true;
      };
      try {
        const response = await baseFetch(request);
        settle();
        return response;
      } catch (cause) {
        settle();
        if (controller.signal.reason === SUPERSEDED && entry.successor) return entry.successor.spare;
        if (input.signal.aborted) throw cause; // the caller gave up (react-query cancelled): not our failure
        if (timeout.aborted) throw timeoutError(path, cause);
        throw networkError(path, cause);
      } finally {
        if (!exempt && pending.get(key) === entry) pending.delete(key);
      }
    })();
    entry.spare = entry.answer.then((r) => r.clone());
    entry.spare.catch(() => undefined); // nobody may be waiting for the copy

    if (!exempt) {
      const previous = pending.get(key);
      pending.set(key, entry);
      if (previous) {
        previous.successor = entry;
        previous.controller.abort(SUPERSEDED);
      }
    }
    return entry.answer;
  }

  return { fetch: send, inflight: counter };
}
