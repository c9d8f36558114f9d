// @vitest-environment node
/**
 * `npm run contract:watch -- <backend URL>` (decision 065) as an operations team runs it: against the embedded mock
 * every public read keeps the contract and it exits 0; against a backend (behind a path prefix) whose one operation
 * answers differently it names that operation and the JSON pointer, and exits 1.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../mock-server/free-port.mjs';

const ROOT = join(import.meta.dirname, '..');
const run = promisify(execFile);
let mock: { url: string; close(): Promise<void> };
let fake: Server;
let fakeUrl: string;

/** The command as npm runs it; its output and exit code. */
async function contractWatch(url: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/contract-watch.ts', url], {
      cwd: ROOT,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, out: stdout + stderr };
  }
}

beforeAll(async () => {
  const { startMock } = (await import('../mock-server/server.mjs')) as {
    startMock(o: { port: number; log?: boolean }): Promise<{ url: string; close(): Promise<void> }>;
  };
  mock = await startMock({ port: await freePort(), log: false });
  // A backend at /gateway whose friendly links come as an object keyed by name, not the contract's array.
  fake = createServer(async (req, res) => {
    const path = (req.url ?? '/').replace(/^\/gateway/, '');
    if (path.startsWith('/n2024/api/web/queryLink?')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: 'ok', data: { 市人社局: 'https://rsj.example.gov.cn' } }));
      return;
    }
    const body = req.method === 'POST' ? Buffer.concat(await req.toArray()) : undefined;
    const answer = await fetch(`${mock.url}${path}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body,
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => fake.listen(port, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${port}/gateway`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => fake?.close(resolve));
  await mock?.close();
});

describe('npm run contract:watch', () => {
  it('finds the embedded mock all clean', { timeout: 120_000 }, async () => {
    const { code, out } = await contractWatch(mock.url);
    expect(out).toContain('all clean');
    expect(out).toMatch(/queryNoticeByPage\s+200\s+ok/);
    // Every public read was asked, none failed.
    expect(out).toMatch(/(\d+) operations asked: \1 ok, 0 break the contract, 0 failed/);
    expect(code).toBe(0);
  });

  it('names the operation that breaks the contract and where, and fails', { timeout: 120_000 }, async () => {
    const { code, out } = await contractWatch(fakeUrl);
    expect(out).toMatch(/queryLink\s+200\s+breaks/);
    expect(out).toContain('type at /data (object, length 1; the contract says array)');
    expect(out).toMatch(/queryNoticeByPage\s+200\s+ok/);
    expect(out).toMatch(/operations asked: \d+ ok, 1 break the contract, 0 failed/);
    expect(out).not.toContain('all clean');
    // The sample names what was there, never the value (a backend's answers hold people's data).
    expect(out).not.toContain('rsj.example');
    expect(code).toBe(1);
  });
});
