/**
 * A section's data source from page config, resolved to react-query options: fixed params, params bound to the
 * page address, filters, page size and page number, sent as query (GET) or body (otherwise).
 */
import { operations, type OperationId } from '../../sdk/operations.gen';
import type { FilterConfig, SourceConfig } from '../config/portal-config';
import { api, callsAsMember } from './api-client';
import { visitorView } from './visitor-view';

export interface SourceArgs {
  search: URLSearchParams;
  pageSize?: number;
  page?: number;
  filters?: readonly FilterConfig[];
}

/** The parameters a source sends, or `missing` naming the address values it still needs (e.g. a detail's id). */
export function sourceParams(source: SourceConfig, { search, pageSize, page, filters }: SourceArgs) {
  const op = operations[source.operation as OperationId];
  const accepts = new Set<string>(op?.query ?? []);
  const params: Record<string, unknown> = { ...source.params };
  const missing: string[] = [];
  for (const [param, name] of Object.entries(source.bind ?? {})) {
    const value = search.get(name);
    if (value) params[param] = value;
    else missing.push(name);
  }
  for (const f of filters ?? []) {
    const value = search.get(f.query ?? f.param);
    if (value) params[f.param] = value;
  }
  if (pageSize !== undefined) params[accepts.has('pagesize') ? 'pagesize' : 'size'] = pageSize;
  if (accepts.has('page') && params.page === undefined) params.page = page ?? 1;
  return { params, missing };
}

/** The one cache key of an operation's answer with these parameters, whoever asks for it. */
export const sourceQueryKey = (operationId: OperationId, params: Record<string, unknown>) =>
  ['source', operationId, params] as const;

export function sourceQuery(source: SourceConfig, args: SourceArgs) {
  const operationId = source.operation as OperationId;
  const method = operations[operationId]?.method ?? 'GET';
  const { params, missing } = sourceParams(source, args);
  // A plain object rather than react-query's queryOptions(): this runs at start-up, before React has arrived.
  return {
    queryKey: sourceQueryKey(operationId, params),
    // A visitor's cache (and so the server's state, drawn for visitors) holds only what a visitor may see (decision
    // 068); a member's call asks with its login and keeps the answer whole.
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const member = callsAsMember();
      const answer = await api.call(
        operationId,
        method === 'GET' ? { query: params, signal } : { body: params, signal },
      );
      return member ? answer : visitorView(operationId, answer);
    },
    enabled: missing.length === 0,
    // A section that mounts on a call that has just failed (asked for before the section was drawn, or shared with
    // a section above) shows that failure and its retry button; asking again by itself would take the error away
    // from the reader and hit a failing backend once more. (A page opened again later asks anew: see prefetch.)
    retryOnMount: false,
  };
}

/**
 * The rows of a list payload: `/api` pages' records, `/v1_0` pages' items, info, article_list, steps, or a bare
 * array. `found` is false when the payload holds no list at all (a body that breaks the contract).
 */
export function rowsOf(data: unknown): { rows: readonly unknown[]; total?: number; found: boolean } {
  if (Array.isArray(data)) return { rows: data, total: data.length, found: true };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    for (const key of ['records', 'items', 'info', 'article_list', 'steps']) {
      const rows = d[key];
      if (Array.isArray(rows)) return { rows, total: typeof d.total === 'number' ? d.total : rows.length, found: true };
    }
  }
  return { rows: [], found: false };
}
