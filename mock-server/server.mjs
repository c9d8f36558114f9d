// Mock backend of the portal: Prism serves openapi/portal.yaml (or validates a real backend in proxy mode)
// behind one front server that also speaks the QR-login websocket Prism cannot speak. See README.md.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import { accountExample, ACCOUNTS, LOGIN_PATH, loginExample } from './accounts.mjs';
import {
  courseExamplesById,
  exampleForQuery,
  keepMatching,
  keywordOf,
  rewriteAnswer,
  rewritesAnswer,
} from './answer-rules.mjs';
import { placeholderImage } from './placeholder-image.mjs';
import { callPrism } from './prism-call.mjs';
import { startPrism } from './prism.mjs';
import { parse as parseYaml } from 'yaml';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SPEC = join(REPO, 'openapi', 'portal.yaml');
const BASE = '/n2024';
const WS_PATH = `${BASE}/websocket`;
const QR_LINK_PATH = `${BASE}/api/V2/login/getQrCodeUrl`;
const STATIC_PREFIX = `${BASE}/static/mock/`;
/** Example of the password-login operation whose token a scan delivers, per utype. */
const SCAN_EXAMPLE = { 2: 'ok', 1: 'company' };
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];
const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * @typedef {object} MockOptions
 * @property {number} [port] front port; 0 picks a free one
 * @property {string} [host] front host
 * @property {string} [spec] path of the OpenAPI contract
 * @property {string} [upstream] real backend base URL ending in /n2024: proxy mode instead of mock mode
 * @property {number} [autoScanMs] mock mode: push a personal-account 205 this long after each socket opens
 * @property {boolean} [log] one line per request on stdout, plus Prism's warnings
 * @typedef {{ url: string, port: number, close: () => Promise<void> }} MockHandle
 */

/**
 * Whether a call names the example it wants (`Prefer: example=…`, `__example`, `__code`): then the mock picks none
 * and changes none, and the call gets that example as the contract has it.
 * @param {http.IncomingHttpHeaders} headers @param {URLSearchParams} query
 */
const namesItsExample = (headers, query) => Boolean(headers.prefer) || query.has('__example') || query.has('__code');

/**
 * Starts Prism and the front server; resolves once both answer.
 * @param {MockOptions} [options]
 * @returns {Promise<MockHandle>}
 */
export async function startMock({
  port = 0,
  host = '127.0.0.1',
  spec = DEFAULT_SPEC,
  upstream,
  autoScanMs,
  log = false,
} = {}) {
  const specPath = resolve(spec);
  if (!existsSync(specPath)) throw new Error(`mock: contract not found at ${specPath} (pass spec or set MOCK_SPEC)`);
  if (upstream !== undefined && !/^https?:\/\/[^/]/.test(upstream))
    throw new Error(`mock: upstream must be an http(s) URL, got "${upstream}"`);
  const mode = upstream ? 'proxy' : 'mock';
  // The contract, read once: the tokens a scan delivers, the test accounts' tokens, the courses by id.
  const doc = mode === 'mock' ? readContract(specPath) : undefined;
  const tokens = doc ? scanTokens(doc) : {};
  const accountTokens = doc
    ? loginTokens(
        doc,
        ACCOUNTS.map((a) => a.login),
      )
    : {};
  if (mode === 'mock') {
    for (const [utype, name] of Object.entries(SCAN_EXAMPLE)) {
      if (!tokens[utype])
        console.warn(
          `mock: ${specPath} has no example "${name}" with data.token on POST ${LOGIN_PATH}; QR scans for utype ${utype} will fail`,
        );
    }
  }
  const courses = doc ? courseExamplesById(doc) : new Map();
  const prism = await startPrism({ specPath, upstream, log });
  try {
    const front = await startFront({
      port,
      host,
      mode,
      upstream,
      prism,
      tokens,
      accountTokens,
      courses,
      autoScanMs,
      log,
    });
    /** @type {Promise<void> | undefined} */
    let closing;
    const close = async () => {
      await front.close();
      await prism.stop();
    };
    return { url: front.url, port: front.port, close: () => (closing ??= close()) };
  } catch (error) {
    await prism.stop();
    throw error;
  }
}

// ---------------------------------------------------------------- Prism child process

// ---------------------------------------------------------------- contract look-ups

/**
 * Tokens of the password-login examples, keyed by utype ("2" from example ok, "1" from example company).
 * @param {string} specPath
 * @returns {Record<string, string>}
 */
export function readScanTokens(specPath) {
  return scanTokens(readContract(specPath));
}

/** @param {any} doc the parsed contract @returns {Record<string, string>} */
function scanTokens(doc) {
  const byName = loginTokens(doc, Object.values(SCAN_EXAMPLE));
  /** @type {Record<string, string>} */
  const out = {};
  for (const [utype, name] of Object.entries(SCAN_EXAMPLE)) if (byName[name]) out[utype] = byName[name];
  return out;
}

/**
 * Tokens of the named password-login examples, keyed by example name.
 * @param {any} doc the parsed contract @param {string[]} names
 * @returns {Record<string, string>}
 */
function loginTokens(doc, names) {
  const op = deref(doc, doc?.paths?.[LOGIN_PATH])?.post;
  /** @type {Record<string, string>} */
  const out = {};
  const responses = Object.entries(op?.responses ?? {}).sort(([a], [b]) => a.localeCompare(b));
  for (const name of names) {
    for (const [, response] of responses) {
      for (const media of Object.values(deref(doc, response)?.content ?? {})) {
        const token = deref(doc, media?.examples?.[name])?.value?.data?.token;
        if (typeof token === 'string' && !out[name]) out[name] = token;
      }
    }
  }
  return out;
}

/** The parsed contract. @param {string} specPath @returns {any} */
function readContract(specPath) {
  try {
    return parseYaml(readFileSync(specPath, 'utf8'));
  } catch (error) {
    throw new Error(`mock: cannot read the contract ${specPath}: ${/** @type {Error} */ (error).message}`, {
      cause: error,
    });
  }
}

/** Follows local `$ref`s. @param {any} doc @param {any} node @returns {any} */
function deref(doc, node) {
  for (let hops = 0; node && typeof node.$ref === 'string' && node.$ref.startsWith('#/') && hops < 20; hops++) {
    const ref = node.$ref;
    node = ref
      .slice(2)
      .split('/')
      .map((/** @type {string} */ key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((/** @type {any} */ at, /** @type {string} */ key) => at?.[key], doc);
  }
  return node;
}

/** Puts a fresh uuid where the contract's link carries one. @param {string} link @param {string} uuid */
export function withUuid(link, uuid) {
  if (/[?&]uuid=/.test(link)) return link.replace(/([?&]uuid=)[^&#]*/, `$1${uuid}`);
  if (UUID_RE.test(link)) return link.replace(UUID_RE, uuid);
  const q = link.indexOf('?');
  if (q >= 0 && !link.slice(q + 1).includes('=')) return `${link.slice(0, q + 1)}${uuid}`;
  return `${link}${q >= 0 ? '&' : '?'}uuid=${uuid}`;
}

// ---------------------------------------------------------------- front server

/**
 * @param {{ port: number, host: string, mode: 'mock' | 'proxy', upstream?: string, prism: { url: string },
 *   tokens: Record<string, string>, accountTokens: Record<string, string>, courses: Map<string, string>,
 *   autoScanMs?: number, log: boolean }} options
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
async function startFront({ port, host, mode, upstream, prism, tokens, accountTokens, courses, autoScanMs, log }) {
  const prismUrl = new URL(prism.url);
  const agent = new http.Agent({ keepAlive: true });
  /** @type {Map<string, Set<WebSocket>>} open QR sockets by uuid */
  const sockets = new Map();
  /** @type {Set<import('node:stream').Duplex>} raw sockets of tunnelled upgrades (proxy mode) */
  const tunnels = new Set();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** @param {string} line */
  const say = (line) => log && console.log(`${new Date().toISOString().slice(11, 23)} ${line}`);

  /** @param {string} uuid */
  const openSockets = (uuid) => [...(sockets.get(uuid) ?? [])].filter((ws) => ws.readyState === WebSocket.OPEN);

  /** @param {WebSocket} ws @param {string} token */
  const push205 = (ws, token) => ws.send(JSON.stringify({ type: 205, token }));

  /** @param {WebSocket} ws @param {string} uuid */
  function onSocket(ws, uuid) {
    const group = sockets.get(uuid) ?? new Set();
    sockets.set(uuid, group);
    group.add(ws);
    const personal = tokens['2'];
    const timer =
      autoScanMs && autoScanMs > 0 && personal
        ? setTimeout(() => ws.readyState === WebSocket.OPEN && push205(ws, personal), autoScanMs)
        : undefined;
    ws.on('error', () => {}); // bad frames, oversize messages: the socket closes, the server lives on
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      /** @type {any} */
      let message;
      try {
        message = JSON.parse(String(data));
      } catch {
        return;
      }
      if (message && typeof message === 'object' && message.type === 'heartbeat') ws.send('{"type":"pong"}');
    });
    ws.on('close', () => {
      clearTimeout(timer);
      group.delete(ws);
      if (!group.size && sockets.get(uuid) === group) sockets.delete(uuid);
    });
  }

  /** @type {http.RequestListener} */
  const onRequest = (req, res) => {
    const started = Date.now();
    res.on('finish', () => say(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const path = url.pathname;
    if (path.startsWith('/__mock/')) return control(req, res, url);
    if (path === WS_PATH) return sendJson(res, 426, { message: 'The QR-login socket needs a websocket upgrade' });
    if (path.startsWith(STATIC_PREFIX)) return placeholder(req, res, path.slice(STATIC_PREFIX.length));
    if (path === BASE || path.startsWith(`${BASE}/`)) {
      const target = (req.url ?? '/').slice(BASE.length) || '/';
      return forward(
        req,
        res,
        target,
        mode === 'mock'
          ? answerRewrite(req.method ?? 'GET', path.slice(BASE.length), url.searchParams, req)
          : undefined,
      );
    }
    sendJson(res, 404, { message: `No route for ${path}: the mock serves ${BASE}/... and /__mock/...` });
  };

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {URL} url */
  function control(req, res, url) {
    const route = `${req.method} ${url.pathname}`;
    const uuid = url.searchParams.get('uuid') ?? '';
    if (route === 'GET /__mock/health') return sendJson(res, 200, { ok: true });
    const known = ['/__mock/qr/scan', '/__mock/qr/drop', '/__mock/qr/sockets'];
    if (!known.includes(url.pathname)) return sendJson(res, 404, { message: `Unknown control call ${url.pathname}` });
    if (mode !== 'mock') return sendJson(res, 404, { message: 'QR control calls exist only in mock mode' });
    const method = url.pathname === '/__mock/qr/sockets' ? 'GET' : 'POST';
    if (req.method !== method) {
      res.setHeader('allow', method);
      return sendJson(res, 405, { message: `${url.pathname} takes ${method}` });
    }
    if (!uuid) return sendJson(res, 400, { message: 'Query parameter uuid is required' });
    req.resume();
    if (url.pathname === '/__mock/qr/sockets') return sendJson(res, 200, { open: openSockets(uuid).length });
    if (url.pathname === '/__mock/qr/drop') {
      const group = [...(sockets.get(uuid) ?? [])];
      sockets.delete(uuid);
      for (const ws of group) ws.terminate();
      return sendJson(res, 200, { dropped: group.length });
    }
    const utype = url.searchParams.get('utype') ?? '2';
    if (!(utype in SCAN_EXAMPLE)) return sendJson(res, 400, { message: 'utype must be 1 (company) or 2 (personal)' });
    const token = tokens[utype];
    if (!token) {
      const name = SCAN_EXAMPLE[/** @type {'1' | '2'} */ (utype)];
      return sendJson(res, 500, {
        message: `The contract has no example "${name}" with data.token on POST ${LOGIN_PATH}`,
      });
    }
    const open = openSockets(uuid);
    if (!open.length) return sendJson(res, 404, { message: `No open QR-login socket for uuid ${uuid}` });
    for (const ws of open) push205(ws, token);
    sendJson(res, 200, { delivered: open.length });
  }

  /**
   * How the mock changes an answer before it goes back, if it does: a fresh uuid in the QR link, a course's
   * enrolment window moved to today, a notice list cut to its keyword (answer-rules.mjs). Returns whether the body
   * changed. A call that names its own example (Prefer, __example, __code) gets that example as the contract has it:
   * the keyword filter leaves it alone, like every picking rule.
   * @param {string} method @param {string} path without /n2024 @param {URLSearchParams} query
   * @param {http.IncomingMessage} req
   * @returns {((json: any) => boolean) | undefined}
   */
  function answerRewrite(method, path, query, req) {
    if (`${BASE}${path}` === QR_LINK_PATH)
      return (json) => {
        if (typeof json?.data?.url !== 'string') return false;
        json.data.url = withUuid(json.data.url, randomUUID());
        return true;
      };
    if (rewritesAnswer(method, path)) return (json) => rewriteAnswer(json);
    const keyword = namesItsExample(req.headers, query) ? undefined : keywordOf(method, path, query);
    if (keyword) return (json) => keepMatching(json, keyword);
    return undefined;
  }

  /**
   * Streams a request to Prism and its answer back; `rewrite` (answerRewrite) changes the answer's JSON first.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} target
   * @param {((json: any) => boolean) | undefined} rewrite
   */
  function forward(req, res, target, rewrite) {
    const headers = withoutHopByHop(req.headers);
    headers.host = prismUrl.host;
    // Prism keeps no state, and answers every call with its first example. Unless the call names its example
    // itself, the mock picks one: a logged-in test account's own (accounts.mjs: a scanned personal code logs in as
    // that person, the account under review is told so), else what the query asks for (answer-rules.mjs).
    const targetUrl = new URL(target, 'http://mock.invalid');
    const path = targetUrl.pathname;
    const picks = mode === 'mock' && !namesItsExample(headers, targetUrl.searchParams);
    if (picks) {
      const token = headers.authorization ?? headers['user-token'];
      const example =
        accountExample(accountTokens, typeof token === 'string' ? token : undefined, path) ??
        exampleForQuery(req.method ?? 'GET', path, targetUrl.searchParams, courses);
      if (example) headers.prefer = `example=${example}`;
    }
    if (rewrite) delete headers['accept-encoding'];
    /** @param {http.IncomingMessage} answer */
    const answerWith = (answer) => {
      const back = withoutHopByHop(answer.headers);
      answer.on('error', () => res.destroy()); // Prism gone mid-answer: the client sees a cut, not a short body
      if (!rewrite) {
        res.writeHead(answer.statusCode ?? 502, back);
        answer.pipe(res);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        try {
          const json = JSON.parse(String(body));
          if (rewrite(json)) body = Buffer.from(JSON.stringify(json));
        } catch {
          // not JSON: pass through (a Prism problem document is JSON, and has nothing to rewrite)
        }
        back['content-length'] = String(body.length);
        res.writeHead(answer.statusCode ?? 502, back);
        res.end(body);
      });
    };
    /** @type {ReturnType<typeof callPrism> | undefined} */
    let call;
    let clientGone = false;
    res.on('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      call?.abort();
    });
    // The body is read whole first, so that a call Prism dropped on a reused connection can be sent again.
    /** @type {Buffer[]} */
    const sent = [];
    req.on('data', (chunk) => sent.push(chunk));
    req.on('end', () => {
      if (clientGone) return;
      // A test account's name and password log in as that account (README, "Test accounts").
      if (picks && req.method === 'POST' && path === LOGIN_PATH) {
        const example = loginExample(Buffer.concat(sent));
        if (example) headers.prefer = `example=${example}`;
      }
      const options = { hostname: prismUrl.hostname, port: prismUrl.port, method: req.method, path: target, headers };
      call = callPrism(agent, options, Buffer.concat(sent));
      call.answer.then(answerWith, (error) => {
        if (clientGone) return; // the client stopped waiting: the call was cut here, nothing failed
        // Said even without logging: a 502 that a browser or a test sees has its cause in the run's output.
        console.error(`mock: ${req.method} ${target} failed at Prism (${prism.url}): ${error.message}`);
        sendJson(res, 502, { message: `Prism is not reachable at ${prism.url}: ${error.message}` });
      });
    });
  }

  const server = http.createServer(onRequest);
  server.on('clientError', (_error, socket) => socket.destroy());
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    if (url.pathname !== WS_PATH) return refuse(socket, 404, 'Not Found');
    if (upstream) return tunnel(req, socket, head);
    const uuid = uuidOf(url);
    if (!uuid) return refuse(socket, 400, 'Bad Request');
    wss.handleUpgrade(req, socket, head, (ws) => {
      say(`WS ${req.url} open`);
      onSocket(ws, uuid);
    });
  });

  /** Proxy mode: the real backend pushes the 205, so its socket is tunnelled as is. */
  /** @param {http.IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head */
  function tunnel(req, socket, head) {
    const base = new URL(/** @type {string} */ (upstream));
    const path = `${base.pathname.replace(/\/$/, '')}${(req.url ?? '').slice(BASE.length)}`;
    const headers = { ...req.headers, host: base.host, origin: base.origin };
    const lib = base.protocol === 'https:' ? https : http;
    const out = lib.request({ hostname: base.hostname, port: base.port || undefined, path, method: 'GET', headers });
    tunnels.add(socket);
    socket.on('close', () => {
      tunnels.delete(socket);
      out.destroy();
    });
    out.on('upgrade', (answer, remote, remoteHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (remoteHead.length) socket.write(remoteHead);
      if (head.length) remote.write(head);
      remote.on('error', () => socket.destroy());
      remote.on('close', () => socket.destroy());
      socket.on('close', () => remote.destroy());
      remote.pipe(socket).pipe(remote);
      say(`WS ${req.url} tunnelled to ${base.origin}${path}`);
    });
    out.on('response', (answer) => {
      answer.resume();
      refuse(socket, answer.statusCode ?? 502, answer.statusMessage ?? 'Bad Gateway');
    });
    out.on('error', () => refuse(socket, 502, 'Bad Gateway'));
    out.end();
  }

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok(undefined);
    });
  });
  const bound = /** @type {net.AddressInfo} */ (server.address()).port;
  const shownHost = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${bound}`,
    port: bound,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      for (const socket of tunnels) socket.destroy();
      wss.close();
      const closed = new Promise((ok) => server.close(() => ok(undefined)));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}

/** @param {URL} url raw query (`?{uuid}`) or `?uuid=` */
function uuidOf(url) {
  if (url.searchParams.has('uuid')) return url.searchParams.get('uuid') ?? '';
  try {
    return decodeURIComponent(url.search.slice(1));
  } catch {
    return url.search.slice(1);
  }
}

/** @param {import('node:stream').Duplex} socket @param {number} status @param {string} text */
function refuse(socket, status, text) {
  if (!socket.writable) return socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** @param {http.IncomingHttpHeaders} headers @returns {Record<string, string | string[]>} */
function withoutHopByHop(headers) {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name) || listed.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The example records' image files (placeholder-image.mjs), so their URLs render. */
/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} rawName */
function placeholder(req, res, rawName) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendJson(res, 405, { message: 'Placeholder images take GET' });
  }
  let name = rawName.split('/').pop() || 'image';
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the raw name
  }
  const { type, body } = placeholderImage(name);
  res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'cache-control': 'public, max-age=86400' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
