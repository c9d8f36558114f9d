/**
 * What reaches the backend through the production stack (issue 19; decisions 029, 043): the backend switch between
 * the portal server and the mock (mock-server/backend-proxy.mjs) counts the server's calls and plays an outage. Junk
 * query strings and made-up hosts cost no render and no call; with the backend down nginx serves the last good page
 * and keeps no page that lacks its data; after recovery pages are whole again. These tests count every backend call
 * and take the backend down, so they run alone, after all the others (project nginx-backend in
 * playwright.nginx.config.ts), one after another.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../support/e2e-test';
import { backendCalls, raw, residentKb, setBackend, stack, switchState } from './nginx-stack';

test.describe.configure({ mode: 'serial' });
test.afterEach(async () => setBackend('up'));

const junk = () => Math.random().toString(36).slice(2);

test('junk query strings cost no render and no backend call', async () => {
  const from = '127.0.0.51';
  const before = await backendCalls();
  const statuses: number[] = [];
  for (let i = 0; i < 50; i++) {
    const answer = (await raw({ target: `/n2024/web/home?utm_source=${junk()}`, from }))!;
    statuses.push(answer.status);
    if (answer.status === 301)
      expect(answer.headers.location).toMatch(/^(http:\/\/127\.0\.0\.1:\d+)?\/n2024\/web\/home$/);
  }
  // 301 to the canonical address, or 429 from nginx past the client's budget: never a page rendered.
  expect(statuses.filter((s) => s !== 301 && s !== 429)).toEqual([]);
  expect(statuses).toContain(301);
  expect(await backendCalls()).toBe(before);
  // The same junk address again is answered from the micro-cache.
  const target = `/n2024/web/home?utm_source=${junk()}`;
  expect((await raw({ target, from: '127.0.0.52' }))!.status).toBe(301);
  expect((await raw({ target, from: '127.0.0.52' }))!.headers['x-cache-status']).toBe('HIT');
});

test('500 made-up hosts leave the backend calls and the memory of the portal server flat', async ({ request }) => {
  const from = '127.0.0.61';
  const warm = async (base: string) => {
    for (const path of ['sitemap.xml', 'sitemap-jobs-1.xml', 'home'])
      expect((await request.get(`${base}/${path}`)).ok()).toBe(true);
  };
  // Through nginx: a name not in the list is dropped; one of the list with any port, and any forwarded host, is
  // served the one cached copy.
  await warm(stack.web);
  let before = await backendCalls();
  for (let i = 0; i < 500; i++) {
    const target = i % 4 < 2 ? '/n2024/web/sitemap.xml' : '/n2024/web/home';
    if (i % 2 === 0) {
      const answer = await raw({
        target,
        headers: { host: `h${i}.example`, 'x-forwarded-host': `x${i}.example` },
        from,
      });
      expect(answer, `Host h${i}.example`).toBeUndefined();
    } else {
      const answer = await raw({
        target,
        headers: { host: `127.0.0.1:${20000 + i}`, 'x-forwarded-host': `x${i}.example` },
        from,
      });
      expect(answer?.status).toBe(200);
      expect(answer!.body).not.toContain(`x${i}.example`);
    }
  }
  // (A render of /home or the sitemap whose 10 s or 10 min ran out during the loop costs a few calls; one copy per
  // host cost eight calls per host before.)
  expect((await backendCalls()) - before).toBeLessThan(40);

  // Straight at the portal server: one sitemap, whatever the host; the memory does not grow with the hosts.
  await warm(stack.direct);
  const sitemapFor = (i: number) =>
    request.get(`${stack.direct}/${i % 2 ? 'sitemap-jobs-1.xml' : 'sitemap.xml'}`, {
      headers: { host: `h${i}.example:${1000 + i}`, 'x-forwarded-host': `x${i}.example`, 'x-forwarded-proto': 'https' },
    });
  for (let i = 0; i < 50; i++) expect((await sitemapFor(i)).ok()).toBe(true);
  const { portalPid } = await switchState();
  const memoryBefore = residentKb(portalPid);
  before = await backendCalls();
  for (let i = 50; i < 550; i++) {
    const answer = await sitemapFor(i);
    expect(answer.status()).toBe(200);
    if (i % 50 === 0) expect(await answer.text()).not.toMatch(/[hx]\d+\.example/);
  }
  expect((await backendCalls()) - before).toBeLessThan(40);
  const memoryAfter = residentKb(portalPid);
  if (memoryBefore === undefined || memoryAfter === undefined)
    test.info().annotations.push({ type: 'memory', description: `no /proc/${portalPid}/status: memory not checked` });
  else {
    test.info().annotations.push({ type: 'memory', description: `${memoryBefore} kB before, ${memoryAfter} kB after` });
    // One sitemap set per origin grew by some 108 MB for 500 hosts before.
    expect(memoryAfter - memoryBefore).toBeLessThan(48 * 1024);
  }
});

test('the backend down: the last good page through nginx, no page without its data kept, whole pages after recovery', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const PAGE = './jobDetail?id=1';
  const get = async (client: APIRequestContext, path: string) => {
    const answer = await client.get(path, { maxRedirects: 0 });
    return {
      status: answer.status(),
      cache: answer.headers()['x-cache-status'],
      headers: answer.headers(),
      html: await answer.text(),
    };
  };
  // The job's title, as the detail section shows it (its og:title names it too).
  const good = await get(request, PAGE);
  expect(good.status).toBe(200);
  const title = /<meta property="og:title" content="([^"]+?) - /.exec(good.html)![1]!;
  const showsJob = (html: string) => html.includes(`<span>${title}</span>`);
  expect(showsJob(good.html)).toBe(true);

  await setBackend('down');
  // A page never rendered before has no good copy anywhere: 503, to retry later, and not kept.
  const fresh = `./jobDetail?id=${700_000 + Math.floor(Math.random() * 100_000)}`;
  const missing = await get(request, fresh);
  expect(missing.status).toBe(503);
  expect(missing.headers['retry-after']).toBeDefined();
  expect((await get(request, fresh)).cache).not.toBe('HIT');

  // The page rendered before: every answer is the last good page, including once its time in the micro-cache is over
  // (10 s in this run, MICRO_CACHE_SECONDS) and nginx has had to ask the portal server again (STALE, UPDATING, EXPIRED
  // or MISS instead of HIT), and after that (whatever that update stored).
  const look = async (list: string[]) => {
    const answer = await get(request, PAGE);
    const id = answer.headers['x-request-id'] ?? '-';
    list.push(`${answer.status} ${answer.cache} ${showsJob(answer.html) ? 'whole' : 'WITHOUT THE JOB'} ${id}`);
    return { ...answer, id };
  };
  const seen: string[] = [];
  const renderedBefore = new Set<string>();
  let asked = -1;
  await expect
    .poll(
      async () => {
        const answer = await look(seen);
        renderedBefore.add(answer.id);
        if (asked < 0 && answer.cache !== 'HIT') asked = seen.length - 1;
        return asked >= 0 && seen.length - asked > 3;
      },
      { timeout: 75_000, intervals: [1_000] },
    )
    .toBe(true);
  test.info().annotations.push({ type: 'backend down', description: seen.join(', ') });
  expect(seen.filter((s) => !/^200 \w+ whole /.test(s))).toEqual([]);

  await setBackend('up');
  // The page that had no data is whole now; the other is served from a copy rendered after the recovery (its
  // X-Request-Id, kept with the copy, is new), not an old copy for ever.
  await expect.poll(async () => (await get(request, fresh)).status, { timeout: 30_000 }).toBe(200);
  expect(showsJob((await get(request, fresh)).html)).toBe(true);
  const after: string[] = [];
  await expect
    .poll(async () => !renderedBefore.has((await look(after)).id), { timeout: 75_000, intervals: [1_000] })
    .toBe(true);
  test.info().annotations.push({ type: 'backend up again', description: after.join(', ') });
  expect(after.filter((s) => !/^200 \w+ whole /.test(s))).toEqual([]);
});
