/** A request with any headers (fetch would not send a forged Host) and its whole answer. */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export function httpGet(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    // The path as given, unnormalised (a malformed escape must reach the server as it is).
    const req = request({ host: url.hostname, port: url.port, path, method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
