/**
 * What the visitor closed stays closed for the rest of the visit (the browser tab's session, across navigation and
 * reloads): the floating advert and the side panel (spec s2), each remembered in sessionStorage under its own key.
 * Without storage (private mode) a close lasts until the page is left. A module of its own and of no React: the page's
 * entry reads it before the first paint (decision 098).
 */

/** Whether the visitor closed what `key` names earlier in this visit. */
export function closedForVisit(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Remembers the close of what `key` names for the rest of the visit. */
export function rememberClosed(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // no storage: closed until the page is left
  }
}
