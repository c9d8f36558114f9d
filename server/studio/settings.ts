/**
 * Where the studio's publishing desk keeps its data and how it runs (deploy/studio.md). Under `npm start` (and
 * `npm run preview`) the embedded store lives in the ignored `.studio/` folder of the checkout, review is optional
 * (one person can try the studio) and the published config starts from pages.config/portal.json; in production
 * review is required and deploy/ sets the rest.
 *
 * DATABASE_URL: a PostgreSQL server (several processes share it); else STUDIO_DATA_DIR, the embedded store's folder.
 * STUDIO_CONFIG_FILE: the local copy of the published config the portal reads (kept while the store is away).
 * STUDIO_SEED_FILE: published until the first publication. STUDIO_REVIEW: required | optional.
 * STUDIO_TRUSTED_PROXIES: comma-separated addresses whose X-Real-IP is believed (default 127.0.0.1,::1).
 * STUDIO_OWNER_URL: the owner role's PostgreSQL URL, which runs the migrations; DATABASE_URL is then the application's
 * role, which may only INSERT and SELECT the audit log. STUDIO_AUDIT_OWNER_CHECK: refuse (default in production) or
 * warn when DATABASE_URL's role could rewrite the audit log (decision 074).
 */
import { join } from 'node:path';
import type { ReviewMode } from '../../src/config/config-version';
import { DEFAULT_TRUSTED_PROXIES } from './api/call';
import { sessionLimitsOf, type SessionLimits } from './sessions';
import type { StoreLocation } from './store/database';

const ROOT = join(import.meta.dirname, '..', '..');

export interface StudioSettings {
  store: StoreLocation;
  configFile: string;
  seedFile: string;
  review: ReviewMode;
  trustedProxies: string[];
  ownerUrl?: string;
  auditOwnerCheck?: 'refuse' | 'warn';
  /** STUDIO_IDLE_MINUTES, STUDIO_SESSION_HOURS: caps on the secadmin's time-outs when set (sessions.ts, decision 078). */
  sessionLimits?: SessionLimits;
}

export function auditOwnerCheckOf(env: NodeJS.ProcessEnv): 'refuse' | 'warn' {
  const mode = env.STUDIO_AUDIT_OWNER_CHECK ?? (env.NODE_ENV === 'production' ? 'refuse' : 'warn');
  if (mode !== 'refuse' && mode !== 'warn')
    throw new Error(`STUDIO_AUDIT_OWNER_CHECK is "${mode}": it must be refuse or warn`);
  return mode;
}

export function studioSettings(env: NodeJS.ProcessEnv = process.env): StudioSettings {
  const local = join(ROOT, '.studio');
  const review = env.STUDIO_REVIEW ?? (env.NODE_ENV === 'production' ? 'required' : 'optional');
  if (review !== 'required' && review !== 'optional')
    throw new Error(`STUDIO_REVIEW is "${review}": it must be required or optional`);
  return {
    store: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.STUDIO_DATA_DIR ?? join(local, 'store') },
    configFile: env.STUDIO_CONFIG_FILE ?? join(local, 'portal.config.json'),
    seedFile: env.STUDIO_SEED_FILE ?? join(ROOT, 'pages.config', 'portal.json'),
    review,
    trustedProxies: env.STUDIO_TRUSTED_PROXIES
      ? env.STUDIO_TRUSTED_PROXIES.split(',').map((a) => a.trim())
      : DEFAULT_TRUSTED_PROXIES,
    ...(env.STUDIO_OWNER_URL ? { ownerUrl: env.STUDIO_OWNER_URL } : {}),
    auditOwnerCheck: auditOwnerCheckOf(env),
    sessionLimits: sessionLimitsOf(env),
  };
}
