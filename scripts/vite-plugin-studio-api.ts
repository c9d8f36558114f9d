/**
 * The studio's publishing service inside Vite's dev and preview servers (the same service `npm run studio:server`
 * runs in production, on the embedded store in .studio/), and the portal's config as published:
 * `portal.config.json` is answered from the service's local copy of the published config, so a publication shows on
 * the next load of any page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { studioSettings } from '../server/studio/settings';
import { startStudioService } from '../server/studio/studio-service';
import { CONFIG_ASSET } from './vite-plugin-portal-config';

export function studioApiPlugin(): Plugin {
  let base = '/';
  async function middlewares(seedFile: string | undefined, onClose: (close: () => Promise<void>) => void) {
    const settings = { ...studioSettings(), ...(seedFile ? { seedFile } : {}) };
    const service = await startStudioService(settings);
    onClose(service.close);
    const published: Connect.NextHandleFunction = (req, res, next) => {
      if (req.url?.split('?')[0] !== `${base}${CONFIG_ASSET}` || !existsSync(settings.configFile)) return next();
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.end(readFileSync(settings.configFile));
    };
    return [service.api as Connect.NextHandleFunction, published];
  }
  return {
    name: 'studio-api',
    configResolved(config) {
      base = config.base;
    },
    async configureServer(server) {
      const handlers = await middlewares(undefined, (close) => server.httpServer?.on('close', () => void close()));
      for (const handler of handlers) server.middlewares.use(handler);
    },
    async configurePreviewServer(server) {
      // Until the first publication the built copy is the published config (as in production).
      const built = resolve(server.config.root, server.config.build.outDir, CONFIG_ASSET);
      const handlers = await middlewares(built, (close) => server.httpServer.on('close', () => void close()));
      for (const handler of handlers) server.middlewares.use(handler);
    },
  };
}
