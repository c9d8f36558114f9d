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
