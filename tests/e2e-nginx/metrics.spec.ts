/**
 * The portal server's Prometheus figures (decision 066) are for a scraper beside it, never the public: through nginx
 * (plain and TLS) /metrics is a 404 with nothing of them, while the same server answers them to loopback directly,
 * and refuses a request that carries the forwarding headers nginx adds.
 */
import { expect } from '@playwright/test';
import { test } from '../support/e2e-test';
import { raw, stack } from './nginx-stack';

const PORTAL = new URL(stack.direct).origin;

test('/metrics through nginx is a 404 without the figures; the portal server answers them on loopback only', async () => {
  const overTls = { headers: { host: `localhost:${stack.tlsPort}` }, tls: { servername: 'localhost' } };
  for (const via of [{}, overTls]) {
    for (const target of ['/metrics', '/metrics?x=1', '//metrics', '/n2024/web/../../metrics']) {
      const answer = await raw({ target, ...via });
      expect(answer?.status, `${'tls' in via ? 'https' : 'http'} ${target}`).toBe(404);
      expect(answer?.body ?? '', target).not.toContain('portal_http_requests_total');
    }
  }

  const direct = await fetch(`${PORTAL}/metrics`);
  expect(direct.status).toBe(200);
  const text = await direct.text();
  expect(text).toMatch(/^portal_http_requests_total\{route="page",status="200"\} \d+$/m);
  expect(text).toMatch(/^# TYPE portal_nodejs_eventloop_lag_seconds gauge$/m);

  const proxied = await fetch(`${PORTAL}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
  expect(proxied.status).toBe(404);
});

test("the portal server's log id of a request is nginx's $request_id", async () => {
  // A studio call is never cached: its X-Request-Id is the one the portal server took for this request's log line
  // (nginx's is 32 hex digits; the server's own would be a UUID with dashes).
  const answer = await raw({ target: '/n2024/web/studio/api/session' });
  expect(answer?.status).toBe(401);
  expect(answer?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
});
