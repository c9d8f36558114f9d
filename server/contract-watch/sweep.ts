/**
 * `npm run contract:watch -- <backend URL>` (decision 065): asks a backend every operation of the contract that is
 * safe to call (the public reads: no login, nothing changed), with the parameters and bodies of the contract's own
 * examples, and judges each answer with the watch the portal server runs. For a backend under test before it goes
 * live, or a live one after a release of its own.
 */
import { backendAddress } from '../../sdk/backend-address';
import { operations, type OperationId } from '../../sdk/operations.gen';
import { READ_POSTS } from '../data-cache/shared-reads';
import type { ContractSchemas } from './contract-schemas';
import type { ContractWatch } from './contract-watch';
import type { Problem } from './problems';

export interface SweepRow {
  operationId: string;
  method: string;
  path: string;
  /** The HTTP status, or undefined when no answer came. */
  status?: number;
  /** ok: the answer keeps the contract; breaks: it does not; failed: no answer to judge (the reason in `note`). */
  result: 'ok' | 'breaks' | 'failed';
  problems: Problem[];
  note?: string;
}

const CALL_TIMEOUT_MS = 15_000;

/** The operations safe to call on any backend: public reads (GETs, and the POSTs that only read). */
export function safeOperations(): OperationId[] {
  return (Object.keys(operations) as OperationId[]).filter((id) => {
    const op = operations[id];
    return op.public && (op.method === 'GET' || READ_POSTS.has(id));
  });
}

const resolve = (doc: any, node: any): any =>
  node?.$ref
    ? resolve(
        doc,
        String(node.$ref)
          .slice(2)
          .split('/')
          .reduce((n: any, k: string) => n?.[k], doc),
      )
    : node;

/** The contract's example of a parameter (its own, its schema's, its default, its first allowed value). */
function exampleOf(param: any): unknown {
  const s = param.schema ?? {};
  return param.example ?? s.example ?? s.default ?? s.enum?.[0];
}

/** The request the contract's examples make for an operation, or why there is none. */
export function exampleRequest(doc: any, base: string, id: OperationId): Request | string {
  const { method, path } = operations[id];
  const op = doc.paths[path][method.toLowerCase()];
  const url = backendAddress(base, `/n2024${path}`);
  for (const param of (op.parameters ?? []).map((p: any) => resolve(doc, p))) {
    if (param.in !== 'query') continue;
    const value = exampleOf(param);
    if (value === undefined) {
      if (param.required) return `the contract gives no example of its required parameter ${param.name}`;
      continue;
    }
    url.searchParams.set(param.name, String(value));
  }
  const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
  if (method === 'GET') return new Request(url, { signal });
  const content = op.requestBody?.content?.['application/json'];
  const example = content?.example ?? resolve(doc, Object.values(content?.examples ?? {})[0])?.value;
  if (example === undefined) return 'the contract gives no example of its body';
  const headers = { 'content-type': 'application/json' };
  return new Request(url, { method, headers, body: JSON.stringify(example), signal });
}

/** Asks the backend at `base` (API_TARGET's form: origin and any path prefix) every safe operation, one at a time. */
export async function sweep(
  base: string,
  schemas: ContractSchemas,
  watch: Pick<ContractWatch, 'judges' | 'judge'>,
  fetch: (request: Request) => Promise<Response> = globalThis.fetch,
): Promise<SweepRow[]> {
  const rows: SweepRow[] = [];
  for (const operationId of safeOperations()) {
    const { method, path } = operations[operationId];
    const row: SweepRow = { operationId, method, path, result: 'failed', problems: [] };
    rows.push(row);
    const request = exampleRequest(schemas.doc, base, operationId);
    if (typeof request === 'string') {
      row.note = request;
      continue;
    }
    try {
      const response = await fetch(request);
      const body = new Uint8Array(await response.arrayBuffer());
      const contentType = response.headers.get('content-type');
      row.status = response.status;
      if (!watch.judges(operationId, response.status, contentType)) {
        row.note = `the contract describes no ${response.status} answer with ${contentType ?? 'no content type'}`;
        continue;
      }
      row.problems = watch.judge(operationId, response.status, contentType, body);
      row.result = row.problems.length ? 'breaks' : 'ok';
    } catch (error) {
      row.note = `no answer: ${(error as Error).message}`;
    }
  }
  return rows;
}

/** A problem in one line: where, which rule, what was there. */
export function describeProblem(p: Problem): string {
  const what = [p.type, p.length === undefined ? '' : `length ${p.length}`].filter(Boolean).join(', ');
  return `${p.keyword} at ${p.pointer || '/'} (${what}${p.expected ? `; the contract says ${p.expected}` : ''})`;
}

/** The report as a plain-text table: one row per operation, each problem on a line of its own below it. */
export function sweepTable(base: string, rows: readonly SweepRow[]): string {
  const width = Math.max(...rows.map((r) => r.operationId.length), 'operation'.length);
  const line = (a: string, b: string, c: string) => `${a.padEnd(width)}  ${b.padEnd(6)}  ${c}`;
  const out = [
    `contract watch: ${base}`,
    '',
    line('operation', 'status', 'result'),
    line('-'.repeat(width), '------', '------'),
  ];
  for (const row of rows) {
    out.push(line(row.operationId, String(row.status ?? '-'), row.result + (row.note ? `: ${row.note}` : '')));
    for (const problem of row.problems) out.push(line('', '', `  ${describeProblem(problem)}`));
  }
  const count = (result: SweepRow['result']) => rows.filter((r) => r.result === result).length;
  out.push(
    '',
    `${rows.length} operations asked: ${count('ok')} ok, ${count('breaks')} break the contract, ${count('failed')} failed`,
  );
  if (rows.every((r) => r.result === 'ok')) out.push('all clean');
  return out.join('\n');
}
