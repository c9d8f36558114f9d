/**
 * What only the browser knows (who is logged in, the chosen language, care mode), read by the components that show
 * it. The server renders every page as a visitor sees it in Chinese (one cacheable HTML per address, decision 025),
 * and the browser's first render must match that markup exactly (hydration). React's own tool does this:
 * `useSyncExternalStore` with a server snapshot draws the server's value on the server and while hydrating, and
 * draws the browser's value in the render right after, in that component alone (decision 063). A page the browser
 * draws itself (`npm start`, the studio's preview, tests) shows the browser's value from its first render.
 */
import { useSyncExternalStore } from 'react';

/** A value kept outside React: how to hear of its changes, and its value now. */
export interface BrowserState<T> {
  /** Calls `onChange` after each change; returns the end of the subscription. A stable function (module level). */
  readonly subscribe: (onChange: () => void) => () => void;
  /** The value now: the same value (object identity) until it changes. */
  readonly read: () => T;
}

/** The value as this render shows it: `server` on the server and while hydrating its markup, the browser's after. */
export function useBrowserState<T>(state: BrowserState<T>, server: T): T {
  return useSyncExternalStore(state.subscribe, state.read, () => server);
}

const unchanging: BrowserState<boolean> = { subscribe: () => () => undefined, read: () => false };

/**
 * Whether this render draws (or must match) the server's markup: true on the server and in a component's hydrating
 * render, false from the render after (and in every render of a page the browser draws itself).
 */
export const useHydrating = (): boolean => useBrowserState(unchanging, true);
