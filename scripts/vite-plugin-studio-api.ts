/**
 * The studio's publishing service inside Vite's dev and preview servers (the same handler `npm run studio:server`
 * runs in production), and the portal's config as published: `portal.config.json` is answered from the published
 * file once there is one, so a publication shows on the next load of any page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { createStudioApi } from '../server/studio/studio-api.ts';
import { studioSettings } from '../server/studio/settings.ts';
import { CONFIG_ASSET } from './vite-plugin-portal-config.ts';

export function studioApiPlugin(): Plugin {
  let base = '/';
  async function middlewares(seedFile: string | undefined): Promise<Connect.NextHandleFunction[]> {
    const settings = { ...studioSettings(), ...(seedFile ? { seedFile } : {}) };
    const api = await createStudioApi(settings);
    const published: Connect.NextHandleFunction = (req, res, next) => {
      if (req.url?.split('?')[0] !== `${base}${CONFIG_ASSET}` || !existsSync(settings.configFile)) return next();
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.end(readFileSync(settings.configFile));
    };
    return [api, published];
  }
  return {
    name: 'studio-api',
    configResolved(config) {
      base = config.base;
    },
    async configureServer(server) {
      for (const handler of await middlewares(undefined)) server.middlewares.use(handler);
    },
    async configurePreviewServer(server) {
      // Until the first publication the built copy is the published config (as in production).
      const built = resolve(server.config.root, server.config.build.outDir, CONFIG_ASSET);
      for (const handler of await middlewares(built)) server.middlewares.use(handler);
    },
  };
}
