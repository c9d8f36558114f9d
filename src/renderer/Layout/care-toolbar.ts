/**
 * Care mode's tools (docs/decisions/031), a chunk only a visitor in care mode loads. A page the server drew in care
 * mode loads it before hydrating (boot.tsx), so the toolbar hydrates with the page and answers the first press;
 * otherwise it arrives lazily.
 */
import { lazy, type ComponentType } from 'react';
import { codeLoadError } from '../registry';

let loaded: ComponentType | undefined;
let pending: ComponentType | undefined;

export function loadCareToolbar() {
  return import('../../widgets/CareToolbar/CareToolbar').then((m) => {
    loaded = m.default;
    return m;
  });
}

/**
 * The toolbar's component: itself once its code is here, else a lazy one (inside a Suspense boundary). A lazy
 * component keeps a failed load for good: that one is forgotten, so the next call (the layout's retry, decision 036)
 * asks for the code again. A chunk that did not arrive is told as a section's is (codeLoadError).
 */
export function careToolbar(): ComponentType {
  if (loaded) return loaded;
  if (!pending) {
    const fresh = lazy(() =>
      loadCareToolbar().catch((cause: unknown) => {
        if (pending === fresh) pending = undefined;
        throw codeLoadError(cause);
      }),
    );
    pending = fresh;
  }
  return pending;
}
