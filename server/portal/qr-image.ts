/**
 * The QR login's code drawn by the portal's server (decision 092, spec s4: "the QR is drawn at 350 x 250 with highest
 * error correction"): `GET /n2024/web/qr-code.svg?text=<login link>` answers the link as an SVG image, made by
 * qrcode.react (the one QR library) with React's server renderer, so the browser runs no QR code. The same drawing
 * serves the Vite dev and preview servers (scripts/vite-plugin-qr-image.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { QR_CODE_SIZE } from '../../src/widgets/QrLogin/qr-image-url';
import { chooseEncoding, EncodedBody } from './encoding';

/**
 * The longest text drawn. The login link is the backend's `{url}` (openapi getQrCodeUrl): its example,
 * `https://rc.jiangcheng.gov.cn/m/qrlogin?uuid=<36>`, is 81 characters; 512 leaves room for a longer host, path or a
 * token-sized uuid, and stays far inside what a QR code at error correction H holds (1,273 bytes at version 40),
 * while a 100 kB text is refused before any drawing.
 */
export const QR_TEXT_MAX = 512;

/** Nothing inside the image may load or run anything, and it is never framed. */
const SVG_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The code is the text's alone, so the browser keeps it (a fresh code after a refresh is a new link). `private`:
 * each link is one visitor's login session, no other visitor asks for it, and a shared cache has no business
 * holding it.
 */
const CACHE = 'private, max-age=86400, immutable';

type QrDrawing = { ok: true; svg: string } | { ok: false; reason: string };

/**
 * The drawing, with React and the QR library loaded on the first code: the server's main module loads no React
 * before it has set production mode, or React would pick its development build (server/portal/main.test.ts).
 */
let drawer: Promise<(text: string) => string> | undefined;
const loadDrawer = () =>
  (drawer ??= Promise.all([import('qrcode.react'), import('react'), import('react-dom/server')]).then(
    ([{ QRCodeSVG }, { createElement }, { renderToStaticMarkup }]) =>
      (text: string) =>
        renderToStaticMarkup(createElement(QRCodeSVG, { value: text, size: QR_CODE_SIZE, level: 'H', marginSize: 4 })),
  ));

/** Draws `text` (a login link: an http(s) URL of at most QR_TEXT_MAX characters), or says why not. */
export async function drawQrCode(text: string | null): Promise<QrDrawing> {
  if (!text) return { ok: false, reason: 'the text to draw is missing (?text=)' };
  if (text.length > QR_TEXT_MAX) return { ok: false, reason: `the text is longer than ${QR_TEXT_MAX} characters` };
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text))
    return { ok: false, reason: 'the text is not an http(s) address' };
  const markup = (await loadDrawer())(text).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  return { ok: true, svg: `<?xml version="1.0" encoding="UTF-8"?>\n${markup}` };
}

/**
 * Answers a request for the image (GET or HEAD; the caller has matched the path), compressed when the browser takes
 * it (about 8.7 kB as drawn, 2.6 kB gzip).
 */
export async function serveQrImage(req: IncomingMessage, res: ServerResponse, search: URLSearchParams) {
  const drawing = await drawQrCode(search.get('text'));
  res.setHeader('x-content-type-options', 'nosniff');
  if (!drawing.ok) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(drawing.reason);
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = await new EncodedBody(Buffer.from(drawing.svg)).as(encoding);
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    vary: 'accept-encoding',
    'cache-control': CACHE,
    'content-security-policy': SVG_POLICY,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
