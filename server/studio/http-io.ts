/**
 * Reading requests and writing answers for the studio service, with the body size limit (1 MB, else 413), the body's
 * type (JSON only, else 415) and its nesting (at most MAX_JSON_DEPTH levels, else 400: a 100k-deep array would
 * overflow the stack of whatever walks it; issue 31 item 5).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `[` and `{` in JSON text (brackets inside strings do not count). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

const isJsonType = (type: string | undefined) => /^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type ?? '');

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function send(res: ServerResponse, status: number, body = '', type?: string) {
  if (res.headersSent) return;
  if (type) res.setHeader('content-type', type);
  res.statusCode = status;
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, JSON.stringify(body), 'application/json; charset=utf-8');

/**
 * The body as text (`raw`) or parsed JSON; a body (or a content type) other than JSON is refused. Over the limit it stops keeping the bytes and answers 413 once the client
 * is done sending (the rest is drained, not stored: an answer before that would reach a client still sending).
 */
export function readJsonBody(req: IncomingMessage, { raw = false } = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const tooLarge = () => new HttpError(413, `the body is larger than ${MAX_BODY_BYTES / 1024} kB`);
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      req.on('end', () => reject(tooLarge()));
      req.on('error', reject);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      if (!over) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (over) return reject(tooLarge());
      const text = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'];
      if ((type !== undefined || text !== '') && !isJsonType(type))
        return reject(new HttpError(415, 'send the body as application/json'));
      if (jsonDepth(text) > MAX_JSON_DEPTH)
        return reject(new HttpError(400, `the body nests deeper than ${MAX_JSON_DEPTH} levels`));
      if (raw) return resolve(text);
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        reject(new HttpError(400, 'the body is not valid JSON'));
      }
    });
  });
}
