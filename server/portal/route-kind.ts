/**
 * What a request was for, as the metrics label it (decision 066): a few fixed kinds read from the path the way
 * portal-server.ts routes it, never the path itself (an address is unbounded: ids, queries, junk).
 */
import type { RouteKind } from '../observe/metrics';
import { METRICS_PATH } from '../observe/metrics-route';
import { QR_IMAGE_FILE } from '../../src/widgets/QrLogin/qr-image-url';

const WEB = '/n2024/web/';
const SITEMAP = /^sitemap(-[a-z-]+-\d+)?\.xml$/;

export function routeKind(url: string | undefined): RouteKind {
  const path = (url ?? '').split('?', 1)[0]!;
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === METRICS_PATH) return 'metrics';
  if (!path.startsWith(WEB)) return path.startsWith('/n2024/') && path !== '/n2024/web' ? 'api' : 'other';
  const rel = path.slice(WEB.length);
  if (rel.startsWith('studio/api') || rel === 'studio' || rel === 'studio/') return 'studio';
  if (rel === 'portal.config.json') return 'config';
  if (SITEMAP.test(rel)) return 'sitemap';
  if (rel === QR_IMAGE_FILE) return 'qr'; // a drawing: server CPU per code (decision 092)
  if (rel.includes('.') && !rel.endsWith('/')) return 'static';
  return 'page';
}
