/**
 * Where a banner advert leads (spec s2): its external link when it has an http(s) one (`web_link_url`, then
 * `link_url`), else the advertising company's page, else its internal portal route with its parameters.
 * A link that is neither (javascript:, another host written as //x, junk) falls through to the next rule.
 */
import type { components } from '../../sdk/schema';
import { safeExternalUrl } from './external-url';

type Ad = components['schemas']['Ad'];

export type BannerTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | null;

// A portal route: slash-separated plain segments, leading slash optional (the backend writes both).
const ROUTE = /^\/?[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

function portalRoute(link: string | undefined, params: string | undefined): string | null {
  const path = link?.trim() ?? '';
  if (!ROUTE.test(path)) return null;
  const route = path.startsWith('/') ? path : `/${path}`;
  const query = new URLSearchParams((params ?? '').trim().replace(/^\?/, '')).toString();
  return query ? `${route}?${query}` : route;
}

/** The destination of a banner advert, or null when it leads nowhere. */
export function bannerTarget(ad: Ad): BannerTarget {
  const href = safeExternalUrl(ad.web_link_url) ?? safeExternalUrl(ad.link_url);
  if (href) return { kind: 'external', href };
  const companyId = Number(ad.company_id);
  if (Number.isInteger(companyId) && companyId > 0) return { kind: 'internal', to: `/firmDetail?id=${companyId}` };
  const to = portalRoute(ad.inner_link, ad.inner_link_params);
  return to ? { kind: 'internal', to } : null;
}
