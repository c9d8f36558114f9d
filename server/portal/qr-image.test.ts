// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrImageUrl } from '../../src/widgets/QrLogin/qr-image-url';
import { drawQrCode, QR_TEXT_MAX, serveQrImage } from './qr-image';

/** The openapi example's login link (getQrCodeUrl): 81 characters. */
const LINK = 'https://rc.jiangcheng.gov.cn/m/qrlogin?uuid=6f1c2d7e-8a3b-4c5d-9e0f-1a2b3c4d5e6f';

let server: Server;
let origin: string;
beforeAll(async () => {
  // The route as portal-server.ts and the Vite plugin dispatch it: the path matched, the query handed over.
  server = createServer((req, res) => void serveQrImage(req, res, new URL(req.url!, 'http://x').searchParams));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (query: string, method = 'GET') => fetch(`${origin}/n2024/web/qr-code.svg${query}`, { method });
const text = (value: string) => `?text=${encodeURIComponent(value)}`;

describe('the QR login code drawn by the portal server (spec s4, decision 092)', () => {
  it('answers the login link as a 250 px SVG at error correction H, cached by the browser, sniff-proof and inert', async () => {
    const res = await fetch(`${origin}${qrImageUrl(LINK)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    const svg = await res.text();
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
    expect(svg).toContain('height="250" width="250"');
    // 81 bytes need version 8 at H (84 bytes; version 5 at L): 49 modules and a quiet zone of 4 each side.
    expect(svg).toContain('viewBox="0 0 57 57"');
    // The finder pattern's top row at the quiet zone's corner, and the dark modules drawn as one path.
    expect(svg).toMatch(/<path fill="#000000" d="M4 4h7v1H4z[^"]*"/);
    expect(svg).not.toMatch(/<script|<foreignObject|href=/i);
    // Well-formed: every element closed (React writes each path with its end tag).
    expect(svg.match(/<path /g)?.length).toBe(svg.match(/<\/path>/g)?.length);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('sends the image compressed when the browser takes it', async () => {
    // (fetch asks for gzip and br and decodes: the body is the same drawing.)
    const res = await fetch(`${origin}${qrImageUrl(LINK)}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(await res.text()).toBe(((await drawQrCode(LINK)) as { svg: string }).svg);
    expect(Number(res.headers.get('content-length'))).toBeLessThan(4000);
  });

  it('draws the same text the same way (the text is the cache key), and HEAD sends no body', async () => {
    expect(await drawQrCode(LINK)).toEqual(await drawQrCode(LINK));
    const head = await ask(text(LINK), 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it.each([
    ['no text', '', 'missing'],
    ['an empty text', '?text=', 'missing'],
    ['a script address', text('javascript:alert(1)'), 'not an http(s) address'],
    ['markup', text('</svg><script>alert(1)</script>'), 'not an http(s) address'],
    ['a data address', text('data:text/html,<b>x</b>'), 'not an http(s) address'],
    ['an address cut short', text('https://'), 'not an http(s) address'],
    ['a 10 kB text', text(`https://rc.example/?${'a'.repeat(10_000)}`), `longer than ${QR_TEXT_MAX}`],
  ])('refuses %s with 400 and a short plain reason, never cached', async (_, query, reason) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain(reason);
  });

  it("a 100 kB text never reaches the drawing: Node's header limit answers 431 (and the drawing refuses it too)", async () => {
    const huge = `https://rc.example/?${'a'.repeat(100_000)}`;
    expect((await ask(text(huge))).status).toBe(431);
    expect(await drawQrCode(huge)).toEqual({ ok: false, reason: `the text is longer than ${QR_TEXT_MAX} characters` });
  });

  it('draws an http(s) address carrying markup as data: React escapes it, nothing of it is markup in the SVG', async () => {
    const res = await ask(text('https://rc.example/m/qrlogin?uuid="><script>alert(1)</script>'));
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/<script|alert/);
  });

  it('draws a text of exactly the bound, refuses one character more', async () => {
    const at = `https://rc.example/?${'a'.repeat(QR_TEXT_MAX - 'https://rc.example/?'.length)}`;
    expect((await drawQrCode(at)).ok).toBe(true);
    expect((await drawQrCode(`${at}a`)).ok).toBe(false);
  });
});
