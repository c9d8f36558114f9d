/**
 * When a section waiting to hydrate (decision 039) comes near the screen: within NEAR_PX of the window, now or once
 * the reader scrolls there. Asked of an IntersectionObserver, which answers after the browser's next layout: reading
 * the section's position here would force that layout of the whole page into the hydration's commit.
 */
import { letHydrate } from '../../session/hydration';

/** How far from the window a section starts hydrating, in CSS pixels: a screen's scroll ahead on a phone. */
const NEAR_PX = 400;

/** Lets the part hydrate once the section's element is near the window; returns the watch's end. */
export function hydrateWhenNear(part: string, sectionId: string): (() => void) | undefined {
  const element = document.querySelector(`[data-section="${CSS.escape(sectionId)}"]`);
  if (!element) {
    letHydrate(part);
    return undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      letHydrate(part);
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
