// The mock's stand-in for the example records' image files (/n2024/static/mock/<name>): a soft colour of the name's
// own hue. A raster name (.png, .jpg, ...) gets a real PNG, as a backend's file server would send: the browser decodes
// it off the page's main thread. Other names get an SVG with the name written on it.
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 640;
const HEIGHT = 400;
const RASTER = /\.(png|jpe?g|gif|webp|bmp)$/i;

/** @param {string} name */
function hueOf(name) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** hsl (degrees, 0..1, 0..1) to 8-bit rgb. */
function rgb(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A WIDTH x HEIGHT PNG: the soft colour, with a band of a deeper one across the middle. */
function png(hue) {
  const [light, deep] = [rgb(hue, 0.55, 0.88), rgb(hue, 0.45, 0.72)];
  const row = (colour) => {
    const line = Buffer.alloc(1 + WIDTH * 3); // filter byte 0, then RGB
    for (let x = 0; x < WIDTH; x++) line.set(colour, 1 + x * 3);
    return line;
  };
  const [plain, band] = [row(light), row(deep)];
  const rows = Array.from({ length: HEIGHT }, (_, y) => (Math.abs(y - HEIGHT / 2) < HEIGHT / 20 ? band : plain));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {string} name */
function svg(name) {
  const hue = hueOf(name);
  const text = name.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${text}">` +
      `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue}, 55%, 88%)"/>` +
      `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle" dominant-baseline="middle" font-family="system-ui, sans-serif" font-size="28" fill="hsl(${hue}, 30%, 32%)">${text}</text></svg>`,
  );
}

/** PNGs by hue: 360 at most. */
const pngs = new Map();

/** The placeholder for a file name: its content type and bytes. @param {string} name */
export function placeholderImage(name) {
  if (!RASTER.test(name)) return { type: 'image/svg+xml; charset=utf-8', body: svg(name) };
  const hue = hueOf(name);
  if (!pngs.has(hue)) pngs.set(hue, png(hue));
  return { type: 'image/png', body: pngs.get(hue) };
}
