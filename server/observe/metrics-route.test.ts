// @vitest-environment node
/**
 * GET /metrics (decision 066): the figures in Prometheus text to a scraper on loopback or at an address METRICS_ALLOW
 * names; 404 to anyone else and to anything that came through a proxy.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpGet } from '../../tests/support/raw-http';
import { httpRequests } from './metrics';
import { mayScrape, scraperAllowList, serveMetrics } from './metrics-route';

const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('who may scrape', () => {
  it('loopback by default, IPv4, IPv6 and IPv4-mapped; nobody else', () => {
    const allowed = scraperAllowList('');
    for (const address of ['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1']) {
      expect(mayScrape(from(address), allowed), address).toBe(true);
    }
    for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1', '', '0.0.0.0']) {
      expect(mayScrape(from(address), allowed), address).toBe(false);
    }
  });

  it('the addresses and ranges METRICS_ALLOW names, and refuses an entry that is neither', () => {
    const allowed = scraperAllowList(' 10.0.3.7, 10.0.4.0/24 ,2001:db8::/64');
    expect(mayScrape(from('10.0.3.7'), allowed)).toBe(true);
    expect(mayScrape(from('::ffff:10.0.4.200'), allowed)).toBe(true);
    expect(mayScrape(from('2001:db8::9'), allowed)).toBe(true);
    expect(mayScrape(from('10.0.3.8'), allowed)).toBe(false);
    expect(mayScrape(from('10.0.5.1'), allowed)).toBe(false);
    expect(() => scraperAllowList('prometheus.internal')).toThrow(/METRICS_ALLOW/);
    expect(() => scraperAllowList('10.0.0.0/33')).toThrow(/METRICS_ALLOW/);
  });

  it('never what a proxy passed on, even from loopback (nginx connects from 127.0.0.1)', () => {
    const allowed = scraperAllowList('');
    expect(mayScrape(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }), allowed)).toBe(false);
    expect(mayScrape(from('127.0.0.1', { 'x-real-ip': '203.0.113.9' }), allowed)).toBe(false);
    expect(mayScrape(from('127.0.0.1', { forwarded: 'for=203.0.113.9' }), allowed)).toBe(false);
  });
});

describe('the answer', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const allowed = scraperAllowList('');
    server = createServer((req, res) => void serveMetrics(req, res, allowed));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is Prometheus text with the families and the process figures, never kept by a cache', async () => {
    httpRequests.inc({ route: 'page', status: 200 });
    const answer = await httpGet(origin, '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(/^# TYPE portal_http_requests_total counter$/m);
    expect(answer.body).toMatch(/^portal_http_requests_total\{route="page",status="200"\} \d+$/m);
    for (const family of [
      'portal_http_request_duration_seconds',
      'portal_render_duration_seconds',
      'portal_partial_pages_total',
      'portal_data_cache_lookups_total',
      'portal_publications_total',
      'portal_studio_sign_in_failures_total',
      'portal_home_last_updated_timestamp_seconds',
      'portal_process_cpu_seconds_total',
      'portal_nodejs_eventloop_lag_seconds',
    ])
      expect(answer.body).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
  });

  it('answers 404 to a request a proxy passed on, and to a method other than GET or HEAD', async () => {
    const proxied = await httpGet(origin, '/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.status).toBe(404);
    expect(proxied.body).not.toContain('portal_');
    const posted = await fetch(`${origin}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(404);
  });
});
