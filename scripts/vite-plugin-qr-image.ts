/**
 * The QR login's code image (decision 092) inside Vite's dev and preview servers, drawn by the portal server's own
 * module (server/portal/qr-image.ts), so `npm run dev` shows the same image as production.
 */
import type { Connect, Plugin } from 'vite';
import { serveQrImage } from '../server/portal/qr-image';
import { QR_IMAGE_FILE } from '../src/widgets/QrLogin/qr-image-url';

export function qrImagePlugin(): Plugin {
  let path = `/${QR_IMAGE_FILE}`;
  const handler: Connect.NextHandleFunction = (req, res, next) => {
    const [pathname, query = ''] = (req.url ?? '').split('?', 2);
    if (pathname !== path || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    serveQrImage(req, res, new URLSearchParams(query)).catch(next);
  };
  return {
    name: 'qr-image',
    configResolved(config) {
      path = `${config.base}${QR_IMAGE_FILE}`;
    },
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
