/**
 * Compressed answers (decision 067): which encoding a request takes (br, else gzip, by its Accept-Encoding with
 * q-values; RFC 9110 §12.5.3), and a body's compressed copies, made once (on first asking) and shared by every
 * request for the same body.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding to send: br when the request takes it, else gzip, else none (identity). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = weight === undefined ? 1 : Number(weight);
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const [br, gz] = [of('br'), of('gzip')];
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/**
 * A body and its compressed copies, each made on first asking. Brotli at quality 5: within a few per cent of its
 * best on a page of HTML and JSON, at a fraction of the time (one copy per kept page or config, bench/report.md).
 */
export class EncodedBody {
  private readonly copies = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly identity: Buffer) {}

  /** The body as sent with `encoding` (none: as it is). */
  as(encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.identity);
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipped(this.identity, { level: 6 });
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}
