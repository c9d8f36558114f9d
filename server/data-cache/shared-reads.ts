/**
 * Which backend requests the shared data cache may answer for everyone (docs/decisions/042): reads of public
 * operations that carry nothing of a visitor. Everything else passes straight through to the backend.
 */
import { operations, type OperationId } from '../../sdk/operations.gen';

/** The POST operations that only read (the contract has no GET for them); every other POST changes something. */
export const READ_POSTS: ReadonlySet<OperationId> = new Set(['homeAdIndex']);
/** Public reads whose answer is one visitor's own: a QR code's login ticket must never be handed to another. */
const PER_VISITOR: ReadonlySet<OperationId> = new Set(['getQrCodeUrl']);

const entries = Object.entries(operations) as [OperationId, { method: string; path: string; public: boolean }][];
// Longest paths first, so that a path that ends another one can never be taken for it.
const byPathLength = [...entries].sort(([, a], [, b]) => b.path.length - a.path.length);

/** Marks of a signed-in caller; a request with any of them is private, whatever the operation. */
const PRIVATE_HEADERS = ['authorization', 'user-token', 'cookie'];
const TOKEN_PARAM = 'user-token';

// Fatal: a body that is not UTF-8 could decode to the same key as a different one; such a request is not shared.
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface SharedRead {
  operationId: OperationId;
  /** Method, full URL and body: two requests with the same key get the same answer. */
  key: string;
  /** The body's bytes, for sending the request on once for everyone. */
  body: ArrayBuffer | undefined;
}

/** The operation a request calls, by method and the end of its path (the base URL before it varies). */
export function operationOf(method: string, url: URL): OperationId | undefined {
  const m = method.toUpperCase();
  return byPathLength.find(([, op]) => op.method === m && url.pathname.endsWith(op.path))?.[0];
}

/** Whether the operation is a public read that is the same for every caller (its method and path permitting). */
function isSharedOperation(id: OperationId): boolean {
  const op = operations[id];
  if (!op.public || PER_VISITOR.has(id)) return false;
  return op.method === 'GET' || READ_POSTS.has(id);
}

/**
 * The shared read a request is, or undefined when it must pass through. The request itself is left unread (its
 * body is read from a copy), so that a request passing through goes on exactly as it came.
 */
export async function sharedReadOf(request: Request): Promise<SharedRead | undefined> {
  const url = new URL(request.url);
  const id = operationOf(request.method, url);
  if (!id || !isSharedOperation(id)) return undefined;
  if (PRIVATE_HEADERS.some((h) => request.headers.has(h)) || url.searchParams.has(TOKEN_PARAM)) return undefined;
  const body = request.body ? await request.clone().arrayBuffer() : undefined;
  let text: string;
  try {
    text = body ? utf8.decode(body) : '';
  } catch {
    return undefined;
  }
  // The token in a JSON body (spec s7: /v1_0 calls carry it there too), or in any other form of body: not shared.
  if (text.includes(TOKEN_PARAM)) return undefined;
  return { operationId: id, key: `${request.method.toUpperCase()} ${url.href}\n${text}`, body };
}
