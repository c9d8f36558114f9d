/**
 * The home page of a draft config and what its sections' data sources answer (decision 051), asked as the portal
 * asks them (src/data/source-query.ts `sourceParams` at a plain address: the section's fixed params, its page size as
 * `size` or `pagesize`, page 1; the query of a GET, the body of a POST) through the portal's SDK client, against the
 * backend the portal uses. A test holds these params and rows to source-query.ts's for every home section (that module
 * carries the browser's client, which Node cannot load outside Vite, so its two pure functions are mirrored here).
 * The config comes from a request: it is read field by field, never trusted to have the schema's shape.
 */
import type { Text } from '../../../src/config/portal-config';
import { operations, type OperationId } from '../../../sdk/operations.gen';

export interface HomeSource {
  operation: string;
  params?: Record<string, unknown>;
  bind?: Record<string, unknown>;
}

export interface HomeSection {
  id: string;
  component: string;
  title?: Text;
  /** What it asks, as the portal's page model does: `source` with the section's page size, else each of `sources`. */
  asks: { source: HomeSource; pageSize?: number }[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asSource = (value: unknown): HomeSource | undefined =>
  isObject(value) && typeof value.operation === 'string'
    ? {
        operation: value.operation,
        ...(isObject(value.params) ? { params: value.params } : {}),
        ...(isObject(value.bind) ? { bind: value.bind } : {}),
      }
    : undefined;

/** The page at /home (as the portal opens it: any case, a trailing slash), else the page with the id home. */
export function homePage(config: unknown): Record<string, unknown> | undefined {
  const pages = isObject(config) && isObject(config.pages) ? config.pages : {};
  const atHome = Object.values(pages).find(
    (p) => isObject(p) && typeof p.route === 'string' && p.route.replace(/\/+$/, '').toLowerCase() === '/home',
  );
  const page = atHome ?? pages.home;
  return isObject(page) ? page : undefined;
}

/** The sections a visitor of the plain home address sees: not hidden, not shown only at some address. */
export function homeSections(config: unknown): HomeSection[] {
  const sections = homePage(config)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.filter(isObject).flatMap((s) => {
    if (s.hidden === true || s.when !== undefined || typeof s.id !== 'string') return [];
    const main = asSource(s.source);
    const pageSize = typeof s.pageSize === 'number' ? { pageSize: s.pageSize } : {};
    const asks = main
      ? [{ source: main, ...pageSize }]
      : (isObject(s.sources) ? Object.values(s.sources).map(asSource) : [])
          .filter((x): x is HomeSource => x !== undefined)
          .map((source) => ({ source }));
    return [
      {
        id: s.id,
        component: typeof s.component === 'string' ? s.component : '',
        ...(typeof s.title === 'string' || isObject(s.title) ? { title: s.title as Text } : {}),
        asks,
      },
    ];
  });
}

/**
 * The parameters the portal sends for a source at the plain home address (source-query.ts `sourceParams`); undefined
 * when the source needs address values the home address does not have (`bind`), or is not a public operation.
 */
export function homeSourceParams(source: HomeSource, pageSize?: number): Record<string, unknown> | undefined {
  const op = operations[source.operation as OperationId];
  if (!op?.public || Object.keys(source.bind ?? {}).length) return undefined;
  const accepts = new Set<string>(op.query);
  const params: Record<string, unknown> = { ...source.params };
  if (pageSize !== undefined) params[accepts.has('pagesize') ? 'pagesize' : 'size'] = pageSize;
  if (accepts.has('page') && params.page === undefined) params.page = 1;
  return params;
}

/** The rows of a list answer, as source-query.ts `rowsOf` finds them; `found` false: the answer holds no list. */
export function rowsOf(data: unknown): { rows: readonly unknown[]; found: boolean } {
  if (Array.isArray(data)) return { rows: data, found: true };
  if (isObject(data))
    for (const key of ['records', 'items', 'info', 'article_list', 'steps']) {
      const rows = data[key];
      if (Array.isArray(rows)) return { rows, found: true };
    }
  return { rows: [], found: false };
}

/** What reads a source: the portal's SDK client (`call` by operation id). */
export interface SourceCaller {
  call(
    operationId: OperationId,
    init?: { query?: Record<string, unknown>; body?: Record<string, unknown> },
  ): Promise<unknown>;
}

export type SourceAnswer =
  | { state: 'rows'; operation: string; rows: readonly unknown[]; found: boolean }
  | { state: 'failed'; operation: string };

/** Each source of the section the home address asks, read; sources it does not ask are left out. */
export async function readSection(client: SourceCaller, section: HomeSection): Promise<SourceAnswer[]> {
  const asked = section.asks.flatMap(({ source, pageSize }) => {
    const params = homeSourceParams(source, pageSize);
    return params ? [{ operation: source.operation as OperationId, params }] : [];
  });
  return Promise.all(
    asked.map(async ({ operation, params }): Promise<SourceAnswer> => {
      const get = operations[operation].method === 'GET';
      try {
        const data = await client.call(operation, get ? { query: params } : { body: params });
        return { state: 'rows', operation, ...rowsOf(data) };
      } catch {
        return { state: 'failed', operation };
      }
    }),
  );
}
