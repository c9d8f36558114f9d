/**
 * The id of the inert <template> in the head of a page the server rendered: it holds the page's code as
 * modulepreload links, which src/main.ts makes live after the first paint (decision 030). A module of its own:
 * the entry imports it, and must import nothing large.
 */
export const PAGE_CODE_ID = 'portal-code';

/** How far from the window a section counts as near, in CSS pixels: a screen's scroll ahead on a phone. */
export const NEAR_PX = 400;

/**
 * Whether a section of the server's markup needs its code now: it is within NEAR_PX of the window (decision 090) and
 * does not wait for the reader's first act (`data-waits-for-act`, decision 098). Its code is then asked for with the
 * page's, while a far one's waits until it comes near, and one that waits for the act until then (HydrateWhenNear). A
 * section not found needs it now. On a member's page (`member`) nothing near waits for the act (decision 100).
 */
export function isDueNow(sectionId: string, member = false): boolean {
  const element = document.querySelector(`[data-section="${CSS.escape(sectionId)}"]`);
  if (!element) return true;
  if (!member && element.hasAttribute('data-waits-for-act')) return false;
  return isNear(element);
}

/** Whether a section's element is within NEAR_PX of the window. */
function isNear(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight + NEAR_PX && bottom > -NEAR_PX;
}

/** The ids of the server's sections within NEAR_PX of the window now. */
export function sectionsNearNow(): Set<string> {
  const near = [...document.querySelectorAll('[data-section]')].filter(isNear);
  return new Set(near.map((element) => element.getAttribute('data-section')!));
}

/**
 * The page's code links the browser asks for now: the start-up's and every one a section due now needs. The server
 * tags a file only far sections may need with their ids (`data-for`); in a browser that cannot tell what is near,
 * or with nothing waiting, every file is asked for.
 */
export function codeForNow(links: Element[]): Element[] {
  if (typeof IntersectionObserver === 'undefined') return links;
  return links.filter((link) => {
    const ids = link.getAttribute('data-for');
    return !ids || ids.split(' ').some((id) => isDueNow(id));
  });
}
