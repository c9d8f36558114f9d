/**
 * The portal server's one client for its backend (decision 064): one undici Agent, pooled and kept alive, with
 * connect and answer timeouts and TLS verified (Node's trusted CAs, plus NODE_EXTRA_CA_CERTS for a private CA), under
 * every backend call the server makes: the data the pages are drawn from (through the shared data cache), the API
 * pass-through and the QR websocket. Every call is counted by operation and outcome (server/observe/metrics.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SecureContextOptions } from 'node:tls';
import { Agent, fetch as undiciFetch } from 'undici';
import type { BackendSettings } from './backend-settings';
import { countCall, failureOf } from './call-outcome';
import { operationOf } from '../data-cache/shared-reads';
import { passThrough } from './pass-through';
import { tunnelWebsocket } from './websocket';

/** Idle connections are kept this long (a backend's Keep-Alive: timeout=N hint, when shorter, wins). */
const KEEP_ALIVE_MS = 10_000;
const NULL_BODY = new Set([101, 204, 205, 304]);

export interface BackendOptions extends BackendSettings {
  /** Addresses whose X-Real-IP is believed (the studio's STUDIO_TRUSTED_PROXIES): the X-Forwarded-For it sets. */
  trustedProxies: readonly string[];
  /** Tests only: a CA instead of the process's trust store (production uses NODE_EXTRA_CA_CERTS). */
  ca?: SecureContextOptions['ca'];
}

export interface BackendClient {
  /** A fetch for the shared data cache (and so for the server renderer's SDK): the backend's answer, as a Response. */
  fetch(request: Request): Promise<Response>;
  passThrough(req: IncomingMessage, res: ServerResponse): Promise<void>;
  websocket(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export function createBackendClient(options: BackendOptions): BackendClient {
  const { target, connectTimeoutMs, answerTimeoutMs, trustedProxies, ca } = options;
  const agent = new Agent({
    connect: { timeout: connectTimeoutMs, ...(ca ? { ca } : {}) },
    headersTimeout: answerTimeoutMs,
    bodyTimeout: answerTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_MS,
  });

  async function backendFetch(request: Request): Promise<Response> {
    const operation = operationOf(request.method, new URL(request.url)) ?? 'other';
    const started = performance.now();
    try {
      const body = request.body ? await request.arrayBuffer() : undefined;
      const answer = await undiciFetch(request.url, {
        method: request.method,
        headers: [...request.headers],
        body,
        signal: request.signal,
        dispatcher: agent,
      });
      countCall(operation, answer.status, started);
      // A Response of this process's own fetch (the SDK's middleware compares with it), with the answer's address.
      const response = new Response(NULL_BODY.has(answer.status) ? null : (answer.body as ReadableStream | null), {
        status: answer.status,
        statusText: answer.statusText,
        headers: [...answer.headers],
      });
      Object.defineProperty(response, 'url', { value: answer.url });
      return response;
    } catch (error) {
      countCall(operation, failureOf(error), started, error);
      throw error;
    }
  }

  return {
    fetch: backendFetch,
    passThrough: (req, res) => passThrough(agent, { target, trustedProxies }, req, res),
    websocket: (req, socket, head) =>
      tunnelWebsocket({ target, trustedProxies, connectTimeoutMs, answerTimeoutMs, ca }, req, socket, head),
    close: () => agent.close(),
  };
}
