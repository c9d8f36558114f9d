import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const never = () => () => {};

/**
 * Whether an element has come within `margin` of the viewport, once (it stays true after). An element that is not
 * displayed never comes near. False on the server and in the hydrating render, so both draw the same; where the
 * browser has no IntersectionObserver, true right after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  const unobservable = useSyncExternalStore(
    never,
    () => typeof IntersectionObserver !== 'function',
    () => false,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || unobservable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, unobservable]);
  return near || unobservable;
}
