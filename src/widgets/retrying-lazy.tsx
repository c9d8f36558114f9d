/**
 * Code that comes later, as React draws it: a React.lazy that asks again after a failed load, and how a chunk that did
 * not arrive is told (a network failure, spec s8). The renderer's sections and parts use it, and so do widgets and
 * sections with a part of their own that only some visitors need (decision 098).
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { networkError } from '../../sdk/errors';

const codeFailures = new WeakSet<object>();

/** Whether a section broke because its component's code did not arrive (drawing it again asks for the code again). */
export function isCodeLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && codeFailures.has(error);
}

/** A chunk that did not arrive, as the visitor is told it: a network failure (spec s8), known as a code failure. */
function codeLoadError(cause: unknown): Error {
  const error = networkError(undefined, cause);
  codeFailures.add(error);
  return error;
}

/**
 * A React.lazy of `load` that asks again after a failure: React.lazy keeps a rejection for good, so the failed one is
 * forgotten and the next call (a retry) gets a fresh one. A chunk that did not arrive is told as `codeLoadError`.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => LazyExoticComponent<ComponentType<P>> {
  let current: LazyExoticComponent<ComponentType<P>> | undefined;
  return () => {
    if (!current) {
      const fresh = lazy(() =>
        load().then(
          (component) => ({ default: component }),
          (cause: unknown) => {
            if (current === fresh) current = undefined;
            throw codeLoadError(cause);
          },
        ),
      );
      current = fresh;
    }
    return current;
  };
}

/**
 * A part only some visitors need, as a component of its own chunk (`retryingLazy`), drawn inside the caller's Suspense
 * boundary: the lazy taken once per mount, so a remount after a failed load (the part's retry) asks for the code again.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const next = retryingLazy(load);
  return function LaterPart(props: P) {
    const [Part] = useState(next);
    return <Part {...props} />;
  };
}
