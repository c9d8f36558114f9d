/**
 * The portal's API client: openapi-fetch over the generated contract types, with the transport and middleware
 * of spec s7/s8. Callers get the envelope's typed `data`, never the envelope; every failure is an ApiError.
 */
import createClient from 'openapi-fetch';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { paths } from './schema';
import { operations, type OperationId } from './operations.gen';
import { malformedError } from './errors';
import { envelopeMiddleware, identityMiddleware, type Auth } from './middleware';
import { createTransport, SILENT_HEADER, type InflightCounter } from './transport';

export interface PortalClientOptions {
  /** Where /n2024 lives: '/n2024' in the browser, an absolute URL elsewhere. */
  baseUrl?: string;
  getAuth?: () => Auth;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
  /** Path prefixes whose responses are returned raw (the spec's map paths). */
  rawPathPrefixes?: readonly string[];
  /**
   * Whether a newer identical request supersedes one in flight (spec s4; default true). A rule for one visitor's
   * browser: a server rendering for many visitors at once turns it off, or their renders would abort each other's
   * calls.
   */
  dedupe?: boolean;
}

type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];
type Op<P extends keyof paths, M extends HttpMethod> = paths[P][M & keyof paths[P]] & Record<string | number, any>;
/** The `data` of the success envelope (code 200) out of a response body union. */
export type SuccessData<Body> = Body extends { code: 200; data?: infer D } ? D : never;
type DataOf<P extends keyof paths, M extends HttpMethod, I> = SuccessData<
  NonNullable<FetchResponse<Op<P, M>, I, 'application/json'>['data']>
>;

/** Headers that keep a call out of the global loading overlay. */
export const silent = { [SILENT_HEADER]: '1' } as const;

const CONFIG_INDEX = '/v1_0/home/config/index';

const byTarget = new Map(Object.values(operations).map((op) => [`${op.method} ${op.path}`, op]));

/** Whether the contract marks this call public (no Authorization header). Unknown calls are not public. */
export function isPublicOperation(method: string, schemaPath: string): boolean {
  return byTarget.get(`${method.toUpperCase()} ${schemaPath}`)?.public ?? false;
}

/** Parameters of a call made by operation id (config-driven data sources): query for GET, body otherwise. */
export interface OperationInit {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The envelope's data of an answer; an answer under a raw prefix (spec s7: the map paths) as it came, whatever
 * fields it has (the envelope middleware left it alone too).
 */
async function unwrap<T>(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  raw = false,
): Promise<T> {
  const { data, response } = await call;
  if (raw) return data as T;
  const body = data as { code?: number; data?: unknown } | undefined;
  if (!body || body.code !== 200) throw malformedError(new URL(response.url || 'http://x/').pathname);
  return body.data as T;
}

/** Creates the client. One per app (the session store supplies `getAuth`); tests make their own. */
export function createPortalClient(options: PortalClientOptions = {}) {
  const transport = createTransport({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    exemptFromDedupe: options.dedupe === false ? () => true : (r) => new URL(r.url).pathname.endsWith(CONFIG_INDEX),
  });
  const raw = createClient<paths>({
    baseUrl: options.baseUrl ?? '/n2024',
    fetch: transport.fetch,
    credentials: 'include',
  });
  raw.use(identityMiddleware(options.getAuth ?? (() => ({})), isPublicOperation));
  const rawPrefixes = options.rawPathPrefixes ?? ['/map/'];
  const isRaw = (path: string) => rawPrefixes.some((p) => path.startsWith(p));
  raw.use(envelopeMiddleware(rawPrefixes));

  return {
    raw,
    inflight: transport.inflight as InflightCounter,
    get<P extends PathsWithMethod<paths, 'get'>, I extends MaybeOptionalInit<paths[P], 'get'>>(
      path: P,
      ...init: InitParam<I>
    ) {
      return unwrap<DataOf<P, 'get', I>>(raw.GET(path, ...(init as [any])), isRaw(path));
    },
    post<P extends PathsWithMethod<paths, 'post'>, I extends MaybeOptionalInit<paths[P], 'post'>>(
      path: P,
      ...init: InitParam<I>
    ) {
      return unwrap<DataOf<P, 'post', I>>(raw.POST(path, ...(init as [any])), isRaw(path));
    },
    /** Calls an operation named by its id, as page config does; the answer is the envelope's data, untyped. */
    call(operationId: OperationId, init: OperationInit = {}): Promise<unknown> {
      const op = operations[operationId];
      if (!op) return Promise.reject(new Error(`Unknown operation "${operationId}"`));
      const { query, body, headers, signal } = init;
      return unwrap(
        raw.request(
          op.method.toLowerCase() as any,
          op.path as any,
          { params: { query }, body, headers, signal } as any,
        ),
        isRaw(op.path),
      );
    },
    /**
     * A file answer (resume download): the Blob as the server sent it, and its Content-Disposition header, which
     * carries the server's file name (RFC 6266) and is gone once only the Blob is left.
     */
    async download<P extends PathsWithMethod<paths, 'post'>, I extends MaybeOptionalInit<paths[P], 'post'>>(
      path: P,
      ...init: InitParam<I>
    ) {
      const [first] = init as [Record<string, unknown> | undefined];
      const { data, response } = await raw.POST(path, { ...(first ?? {}), parseAs: 'blob' } as any);
      return { blob: data as unknown as Blob, disposition: response.headers.get('content-disposition') };
    },
  };
}
