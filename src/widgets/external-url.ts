/**
 * External links from the API or config (banners, the header's extra link, the ad window, friendly links) are
 * followed only when they are http: or https: addresses; anything else (javascript:, data:, relative junk) is not.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A path on this site ("/n2024/static/a.png"), not a protocol-relative address ("//evil.example"). */
export const isSiteRelative = (value: string) => /^\/(?![/\\])/.test(value);

/** An image source that may be shown: http(s) or a path on this site. */
export function safeImageUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  return isSiteRelative(v) ? v : safeExternalUrl(v);
}

/**
 * A downloadable resource (attachment, video): http(s), or a path on this site (kept as a path: the server and the
 * browser then write the same link); else null.
 */
export function safeResourceUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (!isSiteRelative(v)) return safeExternalUrl(v);
  const url = new URL(v, 'http://site.invalid'); // normalised (dot segments, escapes), and still a path here
  return url.pathname + url.search + url.hash;
}
