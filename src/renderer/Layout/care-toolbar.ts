/**
 * Care mode's tools (docs/decisions/031), a chunk only a visitor in care mode loads. A page the server drew in care
 * mode loads it before hydrating (boot.tsx), so the toolbar hydrates with the page and answers the first press;
 * otherwise it arrives lazily.
 */
import type { ComponentType } from 'react';
import { retryingLazy } from '../../widgets/retrying-lazy';

let loaded: ComponentType | undefined;

export function loadCareToolbar() {
  return import('../../widgets/CareToolbar/CareToolbar').then((m) => {
    loaded = m.default;
    return m;
  });
}

const lazyToolbar = retryingLazy(() => loadCareToolbar().then((m) => m.default));

/**
 * The toolbar's component: itself once its code is here, else a lazy one (inside a Suspense boundary), anew after a
 * failed load, so the layout's retry (decision 036) asks for the code again.
 */
export const careToolbar = (): ComponentType => loaded ?? lazyToolbar();
