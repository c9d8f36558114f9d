/**
 * The DOM that API HTML is parsed and purified in: the page's own window in the browser; on the server, one the
 * server renderer provides before its first render (a jsdom window, server/render), since Node has none. The
 * purifier and the parsers therefore run the same code on both sides, and the server's markup matches the
 * browser's.
 */
/** A window's globals: DOMParser, Node, Element and the rest (what DOMPurify and the parsers use). */
export type DomWindow = typeof globalThis;

let provided: DomWindow | undefined;

export function provideDomWindow(window: DomWindow) {
  provided = window;
}

export function domWindow(): DomWindow {
  if (provided) return provided;
  if (typeof window === 'undefined') throw new Error('no DOM to parse HTML in: provideDomWindow() first');
  return window;
}
