/**
 * The portal's first render, once main.tsx has its config and has asked for the opened page's data. Its own chunk,
 * evaluated in a task after React's (see main.tsx).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalConfig } from './config/portal-config';
import { localeStore } from './i18n/i18n';
import { PortalApp } from './renderer/PortalApp';
import { startSession } from './session/account-flow';

export function boot(root: HTMLElement, config: PortalConfig, queryClient: QueryClient) {
  document.documentElement.lang = localeStore.locale;
  // The stored login came back with the query client (token and company id from the cookie); the backend check runs
  // beside the first render and never holds it up. Visitors without the cookie cost nothing here.
  void startSession();
  // In a transition: the first render of a page of sections yields to the browser every few milliseconds instead
  // of holding the main thread until all of it is done.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <PortalApp config={config} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
