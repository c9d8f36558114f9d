/**
 * The one list of what the contract assumes about the backend (decision 065): every operation and schema of
 * openapi/portal.yaml marked `x-shape: assumed`, with its `x-assumed` note (what was assumed, and what the
 * specification does show), written to docs/assumed-operations.md by `npm run contract:assumed`. The notes live
 * beside the shapes they speak of; the file is made from them, and a test fails when it is stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { operations, type OperationId } from '../../sdk/operations.gen';
import { SPEC_FILE } from '../config-check/portal-config-check';
import { safeOperations } from './sweep';

export const ASSUMED_FILE = join(import.meta.dirname, '..', '..', 'docs', 'assumed-operations.md');

export interface Assumed {
  /** An operation id, or a schema's name under components.schemas. */
  name: string;
  kind: 'operation' | 'schema';
  /** `GET /api/web/queryNoticeById` for an operation. */
  call?: string;
  note: string;
}

/** What the contract marks as assumed, operations first, in the contract's order; a mark without its note throws. */
export function assumedOf(doc: any): Assumed[] {
  const found: Assumed[] = [];
  const noteOf = (node: any, name: string) => {
    const note = node['x-assumed'];
    if (typeof note !== 'string' || !note.trim())
      throw new Error(`${name} is marked x-shape: assumed without an x-assumed note saying what was assumed`);
    return note.trim();
  };
  for (const [path, item] of Object.entries<any>(doc.paths ?? {}))
    for (const [method, op] of Object.entries<any>(item ?? {}))
      if (op?.['x-shape'] === 'assumed') {
        const name = String(op.operationId);
        found.push({ name, kind: 'operation', call: `${method.toUpperCase()} ${path}`, note: noteOf(op, name) });
      }
  for (const [name, schema] of Object.entries<any>(doc.components?.schemas ?? {}))
    if (schema?.['x-shape'] === 'assumed') found.push({ name, kind: 'schema', note: noteOf(schema, name) });
  return found;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** How an assumption is watched: public reads by the sweep and the server, a member's call by neither. */
function watched(name: string, safe: ReadonlySet<string>): string {
  if (safe.has(name)) return 'yes: `contract:watch` asks it, and the server checks every answer to it that it reads';
  if (name in operations && operations[name as OperationId].public)
    return 'no: a public call that changes something (try it with `mock:proxy`)';
  return "no: a member's call, from the browser (try it with `mock:proxy` and a test account)";
}

/** docs/assumed-operations.md from the contract. */
export function assumedMarkdown(doc: any): string {
  const all = assumedOf(doc);
  const ops = all.filter((a) => a.kind === 'operation');
  const schemas = all.filter((a) => a.kind === 'schema');
  const safe = new Set<string>(safeOperations());
  const watchedCount = ops.filter((a) => safe.has(a.name)).length;
  return [
    '# What the contract assumes about the backend',
    '',
    '<!-- Made by `npm run contract:assumed` from openapi/portal.yaml (x-shape: assumed, x-assumed). Do not edit:',
    '     change the note beside the operation in the contract and run it again; a test fails when this is stale. -->',
    '',
    'The specification does not show these shapes, so the contract designs them from its entities and marks each',
    "`x-shape: assumed`, with what was assumed in its `x-assumed` note. A reviewer with the real backend's",
    'documentation checks each line; a wrong guess is corrected in the contract (and the SDK regenerated), never here.',
    `${ops.length} operations and ${schemas.length} schema${schemas.length === 1 ? '' : 's'} are assumed; ${watchedCount} of the operations are public reads, which`,
    '`npm run contract:watch -- <backend URL>` asks and the portal server checks on every answer it reads',
    '(decision 065). The others are calls a member makes from the browser: the server never sees their answers, so',
    'they are tried against a backend under test with `npm run mock:proxy -- <backend>/n2024` (Prism reports',
    'answers that differ from the contract). The rules the portal assumes beyond the shapes: decision 055',
    '([docs/decisions/055-assumptions-written-down.md](decisions/055-assumptions-written-down.md)).',
    '',
    '## Operations',
    '',
    '| Operation | Call | What was assumed | Watched in production |',
    '| --- | --- | --- | --- |',
    ...ops.map((a) => `| \`${a.name}\` | \`${a.call}\` | ${cell(a.note)} | ${watched(a.name, safe)} |`),
    '',
    '## Schemas',
    '',
    '| Schema | What was assumed |',
    '| --- | --- |',
    ...schemas.map((a) => `| \`${a.name}\` | ${cell(a.note)} |`),
    '',
  ].join('\n');
}

/** The markdown of the contract on disk. */
export const assumedMarkdownOfContract = (file = SPEC_FILE) => assumedMarkdown(parse(readFileSync(file, 'utf8')));
