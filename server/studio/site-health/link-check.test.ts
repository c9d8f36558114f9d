// @vitest-environment node
// The link checker as an attacker would use it (decision 051): links at the server's own machine, its networks and
// the cloud's metadata address, names that resolve there, and a public-looking link that redirects there. Servers on
// this machine count what reaches them: a refused link must reach nothing.
import { lookup as dnsLookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks, type LinkOutcome } from './link-check';

interface Counted {
  server: Server;
  port: number;
  hits: string[];
}

async function serve(
  host: string,
  answer: (method: string, url: string) => { status: number; location?: string } | 'hang',
): Promise<Counted> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const said = answer(req.method ?? '', req.url ?? '');
    if (said === 'hang') return;
    res.writeHead(said.status, said.location ? { location: said.location } : {});
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as { port: number }).port, hits };
}

/** A DNS of the test's own: these names resolve to these addresses, any other as the system says. */
const fakeDns =
  (names: Record<string, string>): LookupFunction =>
  (hostname, options, callback) => {
    const address = names[hostname];
    if (!address) return dnsLookup(hostname, options, callback as never);
    const family = isIP(address);
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

const refusedAsPrivate: LinkOutcome = { state: 'fails', reason: 'private' };

let local: Counted; // what a link at this machine would reach
let local6: Counted;
beforeAll(async () => {
  local = await serve('127.0.0.1', () => ({ status: 200 }));
  local6 = await serve('::1', () => ({ status: 200 }));
});
afterAll(() => {
  local.server.close();
  local6.server.close();
});

describe('addresses inside a network are never asked', () => {
  it('refuses this machine (127.0.0.1, ::1, ::ffff:127.0.0.1, localhost) and nothing reaches it', async () => {
    const links = [
      `http://127.0.0.1:${local.port}/`,
      `http://[::1]:${local6.port}/`,
      `http://[::ffff:127.0.0.1]:${local.port}/`,
      `http://localhost:${local.port}/`,
      `https://127.0.0.1:${local.port}/`,
    ];
    expect(await checkLinks(links)).toEqual(links.map(() => refusedAsPrivate));
    expect(local.hits).toEqual([]);
    expect(local6.hits).toEqual([]);
  });

  it('refuses private, link-local (the cloud metadata address), CGNAT, multicast and unspecified addresses at once', async () => {
    const links = [
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://172.31.255.254/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://0.0.0.0/',
      'http://[fc00::1]/',
      'http://[fe80::1]/',
      'http://[::]/',
    ];
    const started = Date.now();
    expect(await checkLinks(links, { perLinkMs: 3_000 })).toEqual(links.map(() => refusedAsPrivate));
    // Refused before any connection is tried (an unreachable address would have taken the whole time bound).
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a name that resolves to this machine, as the socket would connect to it', async () => {
    const lookup = fakeDns({ 'jobs.partner.example': '127.0.0.1' });
    expect(await checkLinks([`http://jobs.partner.example:${local.port}/`], { lookup })).toEqual([refusedAsPrivate]);
    expect(local.hits).toEqual([]);
  });

  it('does not follow a public-looking link that redirects to this machine: the target receives nothing', async () => {
    // The public-looking site: a redirector its name resolves to, let through by address for this test only.
    const redirector = await serve('127.0.0.2', (_, url) =>
      url === '/by-name'
        ? { status: 301, location: `http://localhost:${local.port}/secret` }
        : { status: 302, location: `http://127.0.0.1:${local.port}/secret` },
    );
    try {
      const lookup = fakeDns({ 'www.friendly-site.example': '127.0.0.2' });
      const options = { lookup, allowAddresses: ['127.0.0.2'] };
      const site = `http://www.friendly-site.example:${redirector.port}`;
      expect(await checkLinks([`${site}/`, `${site}/by-name`], options)).toEqual([refusedAsPrivate, refusedAsPrivate]);
      expect(redirector.hits).toEqual(['HEAD /', 'HEAD /by-name']);
      expect(local.hits).toEqual([]);
    } finally {
      redirector.server.close();
    }
  });

  it('asks this machine only when the tests-only setting allows private addresses', async () => {
    const [outcome] = await checkLinks([`http://127.0.0.1:${local.port}/allowed`], { allowPrivate: true });
    expect(outcome).toEqual({ state: 'answers', status: 200 });
    expect(local.hits).toEqual(['HEAD /allowed']);
    local.hits.length = 0;
  });
});

describe('only web addresses', () => {
  it('never asks file:, ftp:, javascript:, data: or a relative address', async () => {
    const links = ['file:///etc/passwd', 'ftp://ftp.example.com/', 'javascript:alert(1)', 'data:text/html,hi', '/home'];
    expect(await checkLinks(links)).toEqual(links.map(() => ({ state: 'fails', reason: 'scheme' })));
  });

  it('does not follow a redirect to file:', async () => {
    const site = await serve('127.0.0.1', () => ({ status: 302, location: 'file:///etc/passwd' }));
    try {
      expect(await checkLinks([`http://127.0.0.1:${site.port}/`], { allowPrivate: true })).toEqual([
        { state: 'fails', reason: 'scheme' },
      ]);
    } finally {
      site.server.close();
    }
  });
});

describe('bounds', () => {
  it('asks at most 30 links; the rest are said to be unchecked', async () => {
    const site = await serve('127.0.0.1', () => ({ status: 200 }));
    try {
      const links = Array.from({ length: 35 }, (_, i) => `http://127.0.0.1:${site.port}/${i}`);
      const outcomes = await checkLinks(links, { allowPrivate: true });
      expect(outcomes.filter((o) => o.state === 'answers')).toHaveLength(30);
      expect(outcomes.slice(30)).toEqual(Array(5).fill({ state: 'unchecked', why: 'count' }));
      expect(site.hits).toHaveLength(30);
    } finally {
      site.server.close();
    }
  });

  it('gives up on a slow server at the time bound, each link and all of them', async () => {
    const slow = await serve('127.0.0.1', () => 'hang');
    try {
      const links = Array.from({ length: 6 }, (_, i) => `http://127.0.0.1:${slow.port}/${i}`);
      const started = Date.now();
      const outcomes = await checkLinks(links, { allowPrivate: true, perLinkMs: 400, totalMs: 700, parallel: 2 });
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(outcomes.slice(0, 2)).toEqual([
        { state: 'fails', reason: 'timeout' },
        { state: 'fails', reason: 'timeout' },
      ]);
      expect(outcomes.slice(2)).toContainEqual({ state: 'unchecked', why: 'time' });
      // Never more than two at once, and none after the total bound.
      expect(slow.hits.length).toBeLessThanOrEqual(4);
    } finally {
      slow.server.closeAllConnections();
      slow.server.close();
    }
  });
});

describe('what counts as an answer', () => {
  it('asks with GET a server that refuses HEAD; a 404 on both does not answer; a 3xx without a place does', async () => {
    const site = await serve('127.0.0.1', (method, url) => {
      if (url === '/no-head') return { status: method === 'HEAD' ? 405 : 200 };
      if (url === '/gone') return { status: 404 };
      if (url === '/moved') return { status: 301, location: '/no-head' };
      return { status: 304 };
    });
    try {
      const at = (path: string) => `http://127.0.0.1:${site.port}${path}`;
      expect(
        await checkLinks([at('/no-head'), at('/gone'), at('/moved'), at('/same')], { allowPrivate: true }),
      ).toEqual([
        { state: 'answers', status: 200 },
        { state: 'fails', reason: 'status', status: 404 },
        { state: 'answers', status: 200 },
        { state: 'answers', status: 304 },
      ]);
    } finally {
      site.server.close();
    }
  });

  it('says a name that is not found and a port where nothing listens', async () => {
    const closed = await serve('127.0.0.1', () => ({ status: 200 }));
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    const outcomes = await checkLinks(['http://no-such-site.invalid/', `http://127.0.0.1:${port}/`], {
      allowPrivate: true,
    });
    expect(outcomes).toEqual([
      { state: 'fails', reason: 'dns' },
      { state: 'fails', reason: 'refused' },
    ]);
  });
});
