/** Reading requests and writing answers for the studio service, with the body size limit (1 MB, else 413). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

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
 * The body as text (`raw`) or parsed JSON. Over the limit it stops keeping the bytes and answers 413 once the client
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
      if (raw) return resolve(text);
      try {
        resolve(text ? JSON.parse(text) : null);
      } catch {
        reject(new HttpError(400, 'the body is not valid JSON'));
      }
    });
  });
}
