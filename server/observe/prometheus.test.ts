// @vitest-environment node
/**
 * deploy/prometheus/ as Debian's Prometheus reads it (decision 066): promtool checks the scrape config and the alert
 * rules and runs the rules' own tests (alerts.test.yml); then a real `prometheus` scrapes a running portal server's
 * /metrics on loopback, sees its target up, and evaluates the alert rules.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalServer } from '../portal/portal-server';
import { fakeBackend, fakeBuild } from '../portal/testing/fake-build';
import { freePort } from '../../mock-server/free-port.mjs';

const DEPLOY = join(import.meta.dirname, '..', '..', 'deploy', 'prometheus');
const run = promisify(execFile);
const promtool = (...args: string[]) => run('promtool', args, { cwd: DEPLOY });

describe('promtool', () => {
  it('accepts the scrape config and its rule file', async () => {
    const { stdout } = await promtool('check', 'config', 'prometheus.yml');
    expect(stdout).toContain('SUCCESS: prometheus.yml is valid prometheus config file syntax');
  });

  it('accepts the alert rules: site down, 5xx, 503, backend errors, contract breaks, home not updated, publications', async () => {
    const { stdout } = await promtool('check', 'rules', 'alerts.yml');
    expect(stdout).toContain('SUCCESS: 7 rules found');
  });

  it("passes the rules' own tests (site down after 2 minutes, home page not updated for 14 days, a failed publication)", async () => {
    const { stdout } = await promtool('test', 'rules', 'alerts.test.yml');
    expect(stdout).toContain('SUCCESS');
  }, 60_000);
});

describe('Prometheus against a running portal server', () => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  let api: string;

  beforeAll(async () => {
    const build = fakeBuild();
    const backend = await fakeBackend();
    cleanup.push(
      () => build.remove(),
      () => backend.close(),
    );
    const { server } = await createPortalServer({
      distDir: build.dist,
      apiTarget: new URL(backend.url),
      studio: build.studio,
      origin: 'https://jobs.example',
      log: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.unshift(() => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    });
    const target = `127.0.0.1:${(server.address() as AddressInfo).port}`;

    const dir = mkdtempSync(join(tmpdir(), 'prometheus-test-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    // The deploy's rules, a scrape of this server every second.
    writeFileSync(
      join(dir, 'prometheus.yml'),
      `global: { scrape_interval: 1s, evaluation_interval: 1s }
rule_files: ['${join(DEPLOY, 'alerts.yml')}']
scrape_configs:
  - job_name: portal
    static_configs: [{ targets: ['${target}'] }]
`,
    );
    const port = await freePort();
    api = `http://127.0.0.1:${port}/api/v1`;
    const prometheus: ChildProcess = spawn(
      'prometheus',
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => prometheus.once('exit', resolve));
    cleanup.unshift(async () => {
      if (prometheus.exitCode === null) prometheus.kill('SIGTERM');
      await exited;
    });
  }, 120_000);

  afterAll(async () => {
    for (const step of cleanup) await step();
  }, 60_000);

  const read = async <T>(path: string): Promise<T | undefined> => {
    const answer = await fetch(`${api}${path}`).catch(() => undefined);
    return answer?.ok ? ((await answer.json()) as { data: T }).data : undefined;
  };

  it('scrapes the portal (target up, its request figures stored) and evaluates the alert rules', async () => {
    type Targets = { activeTargets: { labels: { job: string }; health: string; lastError: string }[] };
    await expect
      .poll(async () => (await read<Targets>('/targets'))?.activeTargets.map((t) => [t.labels.job, t.health]), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([['portal', 'up']]);

    type Rules = { groups: { name: string; rules: { name: string; health: string; lastEvaluation: string }[] }[] };
    const evaluated = async () =>
      ((await read<Rules>('/rules'))?.groups ?? [])
        .flatMap((g) => g.rules)
        .filter((r) => r.health === 'ok' && !r.lastEvaluation.startsWith('0001-'))
        .map((r) => r.name);
    await expect.poll(evaluated, { timeout: 60_000, interval: 500 }).toContain('PortalDown');

    type Query = { result: { metric: Record<string, string> }[] };
    const query = encodeURIComponent('portal_http_requests_total{route="metrics",status="200"}');
    await expect
      .poll(async () => (await read<Query>(`/query?query=${query}`))?.result.length, { timeout: 30_000, interval: 500 })
      .toBe(1);
  }, 150_000);
});
