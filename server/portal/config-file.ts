/**
 * The page config as a file every page shares (decision 067): `/n2024/web/portal.config.<hash>.json`, named by its
 * content, so a browser and any cache keep it for good and a page carries only its address (src/renderer/
 * server-state.ts). The name follows the config the server renders with: a publication (the studio's) makes a new
 * file; the last few stay answerable for pages drawn with them a moment before (a browser still on one, a cache's
 * copy). Compressed once per config, as pages are.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { PortalConfig } from '../../src/config/portal-config';
import { chooseEncoding, EncodedBody } from './encoding';

interface ConfigFile {
  hash: string;
  /** Its address, as the page's state and preload name it. */
  url: string;
  body: EncodedBody;
}

const NAME = /^portal\.config\.([0-9a-f]{16})\.json$/;

export function configFiles(web: string, keep = 8) {
  const byConfig = new WeakMap<PortalConfig, ConfigFile>();
  const byHash = new LRUCache<string, ConfigFile>({ max: keep });
  return {
    /** The file of the config a page is drawn with (made once per config object). */
    of(config: PortalConfig): ConfigFile {
      let file = byConfig.get(config);
      if (!file) {
        const text = Buffer.from(JSON.stringify(config));
        const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
        // The same content (a publication of the same config) keeps its file.
        file = byHash.get(hash) ?? { hash, url: `${web}/portal.config.${hash}.json`, body: new EncodedBody(text) };
        byConfig.set(config, file);
      }
      byHash.set(file.hash, file); // (kept among the last few while pages are drawn with it)
      return file;
    },
    /** Answers `rel` (a path below /n2024/web/) if it names a config file; false when it does not. */
    async serve(rel: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const hash = NAME.exec(rel)?.[1];
      if (!hash) return false;
      const file = byHash.get(hash);
      if (!file) {
        // Not one of the last few configs (the server restarted since): the browser draws the page anew.
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end('not found');
        return true;
      }
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      const body = await file.body.as(encoding);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

export type ConfigFiles = ReturnType<typeof configFiles>;
