/**
 * Site settings from the backend (`/v1_0/home/config/index`): its webSite and windowSettings fields are JSON
 * strings (spec s3), parsed here so a malformed one costs only that setting, never the page.
 */
import type { components } from '../../sdk/schema';
import { api } from './api-client';
import { silent } from '../../sdk/client';
import { sourceQueryKey } from './source-query';

type SiteConfig = components['schemas']['SiteConfig'];

export interface SiteSettings {
  logoUrl?: string;
  titleUrl?: string;
  adWindow?: { isShow: boolean; lineUrl?: string; imageUrl?: string };
  raw: SiteConfig;
}

function parseObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function toSiteSettings(raw: SiteConfig): SiteSettings {
  const site = parseObject(raw.webSite);
  const win = parseObject(raw.windowSettings);
  return {
    raw,
    logoUrl: str(site?.logoUrl),
    titleUrl: str(site?.titleUrl),
    adWindow: win
      ? {
          isShow: win.isShow === true || win.isShow === 1 || win.isShow === '1',
          lineUrl: str(win.lineUrl),
          imageUrl: str(win.imageUrl),
        }
      : undefined,
  };
}

// Plain objects rather than react-query's queryOptions(): the page plan (src/renderer/page-plan.ts) names these at
// start-up, before React has arrived.

/**
 * The settings read from the config index's answer, under the very key a section whose source is `homeConfigIndex`
 * uses (source-query.ts): one call per page serves the header, the footer, the ad window and those sections, in the
 * browser and in the server's dehydrated state. Loaded quietly (no loading overlay) when the settings ask first:
 * the header and footer have defaults from page config meanwhile.
 */
export const siteSettingsQuery = () => ({
  queryKey: sourceQueryKey('homeConfigIndex', {}),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.call('homeConfigIndex', { signal, headers: silent }) as Promise<SiteConfig>,
  select: toSiteSettings,
});

/** The optional extra header link (`queryLinksInConfig`). */
export const extraLinkQuery = () => ({
  queryKey: ['extraLink'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/api/web/queryLinksInConfig', { signal, headers: silent }),
  staleTime: 10 * 60_000,
});

/** The city's area tree (districts), for filters and forms. */
export const areaTreeQuery = () => ({
  queryKey: ['areas', 'citycategory'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/v1_0/home/classify/index', { params: { query: { type: 'citycategory' } }, signal, headers: silent }),
  staleTime: 60 * 60_000,
});
