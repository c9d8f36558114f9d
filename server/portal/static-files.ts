/**
 * The build's files under /n2024/web/, as deploy/nginx serves them when the portal server stands alone
 * (`npm run serve`): hashed assets cached for a year, anything else revalidated; the .br or .gz the build wrote
 * beside a file when the browser takes it. Nothing outside the build folder, no index.html (pages are
 * rendered), nothing hidden (`.vite/`, the build's manifests) and no source map (decision 044): the sources stay on
 * the server.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
};

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Serves `rel` (a path inside the build) if it is a file there; false when it is not (the caller goes on). */
export function serveStatic(distDir: string, rel: string, req: IncomingMessage, res: ServerResponse): boolean {
  const root = normalize(distDir) + sep;
  const path = normalize(join(root, decodeURIComponent(rel)));
  const hidden = path
    .slice(root.length)
    .split(sep)
    .some((segment) => segment.startsWith('.'));
  if (!path.startsWith(root) || hidden || path.endsWith(`${sep}index.html`) || path.endsWith('.map')) return false;
  if (!isFile(path)) return false;
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ].find(([name, ext]) => accepts.includes(name!) && isFile(path + ext));
  res.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (encoding) res.setHeader('content-encoding', encoding[0]!);
  const file = encoding ? path + encoding[1] : path;
  res.setHeader('content-length', statSync(file).size);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}
