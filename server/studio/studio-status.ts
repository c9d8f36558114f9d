/**
 * What a studio service process reports about itself (issue 31 item 5): whether its store answers (the last call or
 * schedule look that reached it, or failed to), and the first untrusted address that sent X-Real-IP (a proxy missing
 * from STUDIO_TRUSTED_PROXIES: every sign-in would count against that proxy's address). `npm run studio:server`
 * answers it on /readyz; the portal server adds it to its own /readyz without letting it take pages out of rotation.
 */
import type { ServerResponse } from 'node:http';
import { log } from '../observe/log';

export interface StudioStatus {
  storeUp: boolean;
  untrustedProxy?: string;
}

export interface StudioReport {
  ready: boolean;
  warnings: string[];
}

const proxyWarning = (address: string) =>
  `X-Real-IP came from ${address}, which is not a trusted proxy: add it to STUDIO_TRUSTED_PROXIES (deploy/studio.md)`;

/** Records the first untrusted address that sent X-Real-IP and warns once per process (/readyz goes on saying it). */
export function noteUntrustedProxy(status: StudioStatus, address: string) {
  if (status.untrustedProxy) return;
  status.untrustedProxy = address;
  log.warn(proxyWarning(address));
}

export function studioReport(status: StudioStatus | undefined): StudioReport {
  if (!status) return { ready: false, warnings: ['the studio service has not started: its store cannot be reached'] };
  const warnings = [
    ...(status.storeUp ? [] : ['the studio service cannot reach its store']),
    ...(status.untrustedProxy ? [proxyWarning(status.untrustedProxy)] : []),
  ];
  return { ready: status.storeUp, warnings };
}

/** `npm run studio:server`'s /healthz (200 while it runs) and /readyz (200 while its store answers); false otherwise. */
export function serveStudioHealth(path: string, res: ServerResponse, status: StudioStatus): boolean {
  if (path !== '/healthz' && path !== '/readyz') return false;
  const report = studioReport(status);
  const ok = path === '/healthz' || report.ready;
  res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(path === '/healthz' ? { live: true } : report));
  return true;
}
