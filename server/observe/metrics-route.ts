/**
 * GET /metrics (decision 066): the process's Prometheus figures in the text format, for a scraper on this machine
 * (loopback) or at an address METRICS_ALLOW names (comma-separated addresses or CIDR ranges, IPv4 or IPv6), and a
 * plain 404 for anyone else, so that nothing tells a visitor the route exists. A request that came through a proxy
 * (it carries X-Forwarded-For, X-Real-IP or Forwarded) is refused too, even from loopback: nginx on the same machine
 * connects from 127.0.0.1, and deploy/nginx never passes /metrics on anyway.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { registry } from './metrics';

export const METRICS_PATH = '/metrics';

const PROXIED = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/** A plain IPv4 address for an IPv4-mapped IPv6 one (how a dual-stack socket names an IPv4 peer). */
const plain = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/** The scrapers allowed besides loopback, from METRICS_ALLOW; throws on an entry that is no address or range. */
export function scraperAllowList(value = process.env.METRICS_ALLOW ?? ''): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= max)))
      throw new Error(`METRICS_ALLOW: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether this request may read the figures: a direct connection from an allowed address. */
export function mayScrape(req: IncomingMessage, allowed: BlockList): boolean {
  if (PROXIED.some((name) => req.headers[name] !== undefined)) return false;
  const address = plain(req.socket.remoteAddress ?? '');
  const family = isIP(address);
  return family !== 0 && allowed.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Answers GET /metrics: the figures, or 404 to a caller that may not read them. */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, allowed: BlockList) {
  if (!mayScrape(req, allowed) || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    return res.end('not found');
  }
  const body = await registry.metrics();
  res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}
