/**
 * A section's Suspense boundary. In the server's markup every section has one: React then hydrates each section in
 * tasks of its own after the page around it (decision 030), and a section far from the screen may wait to hydrate
 * until it comes near (decision 039, late-hydration.ts). A far section's code may be still to come too (decision
 * 090): React keeps its markup until the code arrives, and a click on it meanwhile is held and made again once it has
 * hydrated (held-clicks.ts). A section that waits for the reader's act waits for that alone, on the first screen too
 * (decision 098). A section the browser draws itself suspends here only while its code is on the way.
 */
import { Suspense, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrating } from '../../browser-state/use-browser-state';
import { NEAR_PX } from '../page-code';
import { holdClicks, type Hold } from './held-clicks';
import { waitToHydrate, type Wait } from './late-hydration';

interface Props {
  /** The section's id: its element is `[data-section="{id}"]`. */
  sectionId: string;
  /** Whether the section may wait (a framed section of data); widgets hydrate with the page. */
  mayWait: boolean;
  /** It waits for the reader's first act alone, near the screen or not (a section that waitsForAct, decision 098). */
  untilAct?: boolean;
  /** Whether the section's code had arrived when it was first drawn (a far one's may come later: decision 090). */
  codeReady?: boolean;
  fallback: ReactNode;
  children: ReactNode;
}

export function HydrateWhenNear(props: Props) {
  const { sectionId, mayWait, untilAct, codeReady = true, fallback, children } = props;
  const hydrating = useHydrating();
  const [wait] = useState(() => (hydrating && mayWait && !import.meta.env.SSR ? waitToHydrate(sectionId) : undefined));
  const [held] = useState(() => (hydrating && !codeReady && !import.meta.env.SSR ? holdClicks(sectionId) : undefined));
  useLayoutEffect(() => {
    held?.keep();
    return held?.drop;
  }, [held]);
  // The same element while the children are: this component draws again once hydrated (useHydrating), and new
  // props for a boundary that still waits would make React give up its markup and draw it afresh.
  const boundary = useMemo(
    () => (
      <Suspense fallback={fallback}>
        {wait && <Until wait={wait} />}
        {children}
        {held && <Hydrated held={held} />}
      </Suspense>
    ),
    [wait, held, fallback, children],
  );
  // The watch sits outside the boundary, so it hydrates (and watches) with the page around it. On the server, where
  // nothing waits, it is not drawn: it draws nothing, so the markup still matches.
  return (
    <>
      {wait && !untilAct && <WatchForNear wait={wait} sectionId={sectionId} />}
      {boundary}
    </>
  );
}

/** Draws nothing; its layout effect runs once the boundary's content has hydrated: the held clicks are made then. */
function Hydrated({ held }: { held: Hold }) {
  useLayoutEffect(() => held.release(), [held]);
  return null;
}

/**
 * Draws nothing; suspends the boundary, the server's markup kept, while the section waits. Read in render, so an input
 * on the section hydrates it in that very event (React hydrates a boundary at once then).
 */
function Until({ wait }: { wait: Wait }) {
  if (wait.waiting) use(wait.until);
  return null;
}

/**
 * Draws nothing; ends the wait once the section is within NEAR_PX of the window, now or once the reader scrolls there.
 * Asked of an IntersectionObserver, which answers after the browser's next layout: reading the section's position here
 * would force that layout of the whole page into the hydration's commit.
 */
function WatchForNear({ wait, sectionId }: { wait: Wait; sectionId: string }) {
  useLayoutEffect(() => {
    const element = document.querySelector(`[data-section="${CSS.escape(sectionId)}"]`);
    if (!element) {
      wait.hydrate();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        wait.hydrate();
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wait, sectionId]);
  return null;
}
