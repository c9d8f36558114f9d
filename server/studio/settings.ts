/**
 * Where the studio service keeps its files. Under `npm start` (and `npm run preview`) everything lives in the
 * ignored `.studio/` folder of the checkout, and the published config starts from pages.config/portal.json; in
 * production deploy/ sets the environment (deploy/studio.md).
 */
import { join } from 'node:path';
import type { StudioApiOptions } from './studio-api.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export function studioSettings(env: NodeJS.ProcessEnv = process.env): StudioApiOptions {
  const local = join(ROOT, '.studio');
  return {
    configFile: env.STUDIO_CONFIG_FILE ?? join(local, 'portal.config.json'),
    seedFile: env.STUDIO_SEED_FILE ?? join(ROOT, 'pages.config', 'portal.json'),
    usersFile: env.STUDIO_USERS_FILE ?? join(local, 'users.json'),
    secretFile: env.STUDIO_SECRET_FILE ?? join(local, 'secret'),
  };
}
