/**
 * The portal server's Prometheus figures (decision 066): one registry for the process, the portal's and the
 * studio's families declared here once, read at GET /metrics (server/observe/metrics-route.ts). Names follow the
 * Prometheus conventions (`_total` counters, `_seconds` in base units); every label takes a bounded set of values
 * (a route kind, an operation id of the contract, a status class), never a raw URL, an id or a person.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

const LATENCY = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a request was for: a page, a static file, the API pass-through, the studio, health, the sitemap, other. */
export type RouteKind =
  'page' | 'static' | 'qr' | 'api' | 'websocket' | 'studio' | 'health' | 'metrics' | 'sitemap' | 'config' | 'other';

export const httpRequests = new Counter({
  name: 'portal_http_requests_total',
  help: 'Requests answered, by route kind and status code.',
  labelNames: ['route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by route kind.',
  labelNames: ['route'] as const,
  buckets: LATENCY,
  registers: [registry],
});

export const renderDuration = new Histogram({
  name: 'portal_render_duration_seconds',
  help: 'Time to draw a page on the server (data included), by outcome: whole, partial (503) or failed.',
  labelNames: ['outcome'] as const,
  buckets: LATENCY,
  registers: [registry],
});

export const partialPages = new Counter({
  name: 'portal_partial_pages_total',
  help: 'Pages sent 503 because some of their data did not come in time (or the render failed).',
  registers: [registry],
});

export const dataCacheLookups = new Counter({
  name: 'portal_data_cache_lookups_total',
  help: 'Shared data cache look-ups, by result: hit, miss, stale or passed (not a public read).',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const backendCalls = new Counter({
  name: 'portal_backend_calls_total',
  help: 'Calls to the backend, by contract operation (or "pass-through"/"websocket") and outcome (2xx, 4xx, 5xx, error, timeout).',
  labelNames: ['operation', 'outcome'] as const,
  registers: [registry],
});

export const backendDuration = new Histogram({
  name: 'portal_backend_call_duration_seconds',
  help: 'Backend call latency, by contract operation.',
  labelNames: ['operation'] as const,
  buckets: LATENCY,
  registers: [registry],
});

export const contractBreaks = new Counter({
  name: 'portal_contract_breaks_total',
  help: "Backend answers that break the contract's response schema, by operation.",
  labelNames: ['operation'] as const,
  registers: [registry],
});

export const publications = new Counter({
  name: 'portal_publications_total',
  help: 'Config publications by the studio, by outcome (published, failed) and how (direct, review, schedule, server-file).',
  labelNames: ['outcome', 'how'] as const,
  registers: [registry],
});

export const signInFailures = new Counter({
  name: 'portal_studio_sign_in_failures_total',
  help: 'Failed studio sign-ins, by reason (password, locked, second-factor, disabled).',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Where the home page's newest notice or news time is read at each scrape (the portal server sets it). */
let homeNewest: (() => Promise<number | undefined>) | undefined;

/** @public Set at each scrape through readHomeUpdatedFrom; read by the alert rule PortalHomeNotUpdated. */
export const homeUpdated = new Gauge({
  name: 'portal_home_last_updated_timestamp_seconds',
  help: "When the home page's newest notice or news item was published (Unix seconds; 0: not known yet): the 14-day rule of the government site census.",
  registers: [registry],
  async collect() {
    const seconds = await homeNewest?.().catch(() => undefined);
    if (seconds !== undefined) this.set(seconds);
  },
});

/** Names what reads the home page's newest notice or news time (Unix seconds) when the figures are scraped. */
export function readHomeUpdatedFrom(source: () => Promise<number | undefined>) {
  homeNewest = source;
}

/** A bounded outcome for a backend answer's HTTP status, or a failure with none. */
export function outcomeOf(status: number | 'error' | 'timeout'): string {
  if (typeof status !== 'number') return status;
  return `${Math.floor(status / 100)}xx`;
}
