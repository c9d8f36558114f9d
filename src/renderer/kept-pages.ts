/**
 * Which kept-alive pages stay mounted, and with which address query (spec s2, s9). A kept-alive page keeps what the
 * visitor did there, and that includes its address: page 2 of a search for 焊工 is `?keywords=焊工&page=2`. So a header
 * tab to the bare route that arrives from another page returns to the page's last address; the address bar is
 * corrected to it. Only the header tabs do (issue 32, item 7): every other link (the logo, a footer link, a
 * breadcrumb) opens the address it names, the page afresh. A tab that carries its own query still wins, and
 * Back/Forward go where the history says.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, type NavigationType } from 'react-router-dom';

/** The history state a header tab navigates with (MainMenu): the one link that returns a kept page to its query. */
export const TAB_ARRIVAL = { headerTab: true } as const;

const byTab = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { headerTab?: unknown }).headerTab === true;

interface Arrival {
  keepAlive: boolean;
  /** A header tab brought the visitor (TAB_ARRIVAL), not another link. */
  byTab: boolean;
  navigationType: `${NavigationType}`;
  /** The address query as navigated to ('' or '?…'). */
  search: string;
  /** The page shown before this navigation (null on the first page of the visit). */
  fromPage: string | null;
  pageId: string;
  /** The query the page had when last shown, if it was shown before. */
  last: string | undefined;
}

/** The query a kept-alive page returns to, or undefined when the address as navigated stands. */
export function returnAddress({ keepAlive, byTab, navigationType, search, fromPage, pageId, last }: Arrival) {
  const plainLink = byTab && navigationType === 'PUSH' && search === '';
  const fromElsewhere = fromPage !== null && fromPage !== pageId;
  return keepAlive && plainLink && fromElsewhere && last ? last : undefined;
}

/**
 * The kept-alive pages visited so far with the query each had when last shown, and the query the current page shows
 * (its last one when a plain link brought the visitor back).
 */
export function useKeptPages(pageId: string, keepAlive: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [kept, setKept] = useState<ReadonlyMap<string, string>>(() => new Map());
  // The page shown at the previous address: set during render when the address changes, as React advises for
  // state derived from a change (https://react.dev/learn/you-might-not-need-an-effect).
  const [visit, setVisit] = useState({ key: location.key, pageId, fromPage: null as string | null });
  const current = visit.key === location.key ? visit : { key: location.key, pageId, fromPage: visit.pageId };
  if (current !== visit) setVisit(current);

  const back = returnAddress({
    keepAlive,
    byTab: byTab(location.state),
    navigationType,
    search: location.search,
    fromPage: current.fromPage,
    pageId,
    last: kept.get(pageId),
  });
  const search = back ?? location.search;
  if (keepAlive && kept.get(pageId) !== search) setKept(new Map(kept).set(pageId, search));

  useEffect(() => {
    // The address bar says where the visitor is (and a reload or a shared link lands there too).
    if (back !== undefined) void navigate({ pathname: location.pathname, search: back }, { replace: true });
  }, [back, location.pathname, navigate]);

  return { kept, search };
}
