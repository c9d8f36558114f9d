/**
 * Once closed, the side panel stays closed for the rest of the visit (the browser tab), remembered in sessionStorage.
 * The server draws every page as a visitor first sees it, panel included (decision 025), and the panel's code waits
 * for the reader's first act (decision 098): so the page's entry marks <html> before the first paint (`CLOSED_MARK`),
 * and the panel's style hides the server's panel there. A module of its own: the entry imports it, and must import
 * nothing large.
 */
export const CLOSED_KEY = 'sidePanelClosed';

/** The attribute on <html> of a page whose visitor has closed the panel. */
export const CLOSED_MARK = 'data-side-panel-closed';

export function wasClosed(): boolean {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberClosed() {
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // storage unavailable: the panel still closes for this page view
  }
}
