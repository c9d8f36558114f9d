import { useSyncExternalStore } from 'react';

/** The visitor's system asks for reduced motion. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const listOf = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/**
 * Whether a media query matches now, following its changes. False on the server and while hydrating (the server
 * does not know the screen): use it for what a component does, not for the markup it draws.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}
