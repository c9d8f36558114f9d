/**
 * The side panel closed earlier in the visit (closed-for-visit.ts). The server draws every page as a visitor first
 * sees it, panel included (decision 025), and the panel's code waits for the reader's first act (decision 098): so
 * the page's entry marks <html> before the first paint (`markIfClosed`), and the panel's style hides the server's
 * panel there. A module of its own: the entry imports it, and must import nothing large.
 */
import { closedForVisit } from '../../widgets/closed-for-visit';

export const CLOSED_KEY = 'sidePanelClosed';

/** The attribute on <html> of a page whose visitor has closed the panel. */
export const CLOSED_MARK = 'data-side-panel-closed';

/** Marks <html> when the panel was closed earlier in this visit. */
export function markIfClosed() {
  if (closedForVisit(CLOSED_KEY)) document.documentElement.setAttribute(CLOSED_MARK, '');
}
