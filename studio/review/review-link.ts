/**
 * The review link of a submission (`…/studio/#review=ID`; `?review=ID` works too): opens the studio at that
 * submission's review, after sign-in. The editor who submits gets it to pass on.
 */
const ID = /^[\w-]{1,64}$/;

/** The submission a link names, or null (a malformed id is ignored, never sent to the service). */
export function reviewLinkId(where: Pick<Location, 'hash' | 'search'> = location): string | null {
  const hash = /(?:^#|&)review=([^&]*)/.exec(where.hash)?.[1];
  let id: string | null;
  try {
    id = hash !== undefined ? decodeURIComponent(hash) : new URLSearchParams(where.search).get('review');
  } catch {
    return null;
  }
  return id && ID.test(id) ? id : null;
}

export const reviewLink = (id: string, origin: string = location.origin) =>
  `${origin}${import.meta.env.BASE_URL}studio/#review=${encodeURIComponent(id)}`;

/** Keeps the address in step with the open review, so it can be copied or reloaded (no history entry). */
export function showReviewInAddress(id: string | null) {
  const url = new URL(location.href);
  url.searchParams.delete('review');
  url.hash = id ? `review=${encodeURIComponent(id)}` : '';
  history.replaceState(history.state, '', url.pathname + url.search + (id ? url.hash : ''));
}
