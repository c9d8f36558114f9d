/**
 * Where a /n2024 path is on the backend at API_TARGET (issue 30, decision 064). API_TARGET is a full base URL:
 * scheme (http or https), host, port and an optional path prefix kept before /n2024, so that
 * `https://api.example.gov.cn/gateway` puts `/n2024/api/web/queryJobListByPage` at
 * `https://api.example.gov.cn/gateway/n2024/api/web/queryJobListByPage`. The one join for every caller: the server
 * renderer's base URL (src/data/api-client.ts), the server's data calls, the API pass-through and the QR websocket
 * (server/backend). A trailing slash on the prefix is the same prefix; a query or fragment on API_TARGET is ignored.
 */
export function backendAddress(target: string | URL, path: string): URL {
  const base = new URL(target);
  const prefix = base.pathname.replace(/\/+$/, '');
  return new URL(`${base.protocol}//${base.host}${prefix}${path.startsWith('/') ? path : `/${path}`}`);
}
