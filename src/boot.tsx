/**
 * The portal's first render, once start.ts has its config and has asked for the opened page's data. Its own chunk,
 * imported by start.ts with React DOM (decision 030).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import type { PortalConfig } from './config/portal-config';
import { loadEnglish, localeStore, SERVER_LOCALE } from './i18n/i18n';
import { PortalApp } from './renderer/PortalApp';
import { startSession } from './session/account-flow';
import { session } from './session/session-store';
import { letFarSectionsWait } from './renderer/HydrateWhenNear/late-hydration';
import { loadComponent } from './renderer/component-loaders';
import { BASENAME } from './renderer/page-model';
import { isDueNow, sectionsNearNow } from './renderer/page-code';
import { planPage, waitingCandidates } from './renderer/page-plan';
import { loadPart } from './renderer/part-loaders';
import { careStore, drawnCare } from './care/care-mode';
import { loadCareToolbar } from './renderer/Layout/care-toolbar';

/**
 * The opened page's code (its sections' and parts', and the care tools' in care mode), so hydration suspends nowhere it must
 * not. While far sections may wait (`farMayWait`), a component only far framed sections draw is left out: its code is
 * asked for when one of them comes near, and React keeps its server markup until then (decision 090). So is one only
 * sections that wait for the reader's first act draw, near or not, until that act (decision 098).
 */
function pageCode(config: PortalConfig, farMayWait: boolean, member: boolean) {
  const search = new URLSearchParams(window.location.search);
  const plan = planPage(config, window.location.pathname.slice(BASENAME.length), search, drawnCare());
  const candidates = plan && farMayWait ? waitingCandidates(plan) : new Map<string, string[]>();
  const needed = (plan?.components ?? []).filter((c) => !candidates.get(c)?.every((id) => !isDueNow(id, member)));
  const code: Promise<unknown>[] = needed.map((c) => loadComponent(c).catch(() => undefined));
  // The parts the page draws (filter bar, page numbers, gate: decision 091), listed with its code by the server.
  if (plan) code.push(...plan.parts.map((p) => loadPart(p).catch(() => undefined)));
  // A page drawn in care mode has the care toolbar in its markup: its code too, so it hydrates with the page.
  if (drawnCare()) code.push(loadCareToolbar().catch(() => undefined));
  return Promise.all(code);
}

/**
 * Draws the portal into #root: hydrating the server's markup when there is some (as a visitor, in the server's
 * language, then as who this is), else from nothing.
 */
export async function boot(root: HTMLElement, config: PortalConfig, queryClient: QueryClient, fromServer = false) {
  // The stored login came back with the query client (token and company id from the cookie); the backend check runs
  // beside the first render and never holds it up. Visitors without the cookie cost nothing here.
  void startSession();
  if (fromServer) {
    // Sections far from the screen may hydrate as they come near (decision 039) on a page shown as the server drew
    // it. An English reader's or a changed care mode's page draws every section anew at once: nothing waits.
    // A member's sections near the screen hydrate at once, none waiting for the act (decision 100).
    const farMayWait = localeStore.locale === SERVER_LOCALE && careStore.on === drawnCare();
    const member = session.token !== null;
    if (farMayWait) letFarSectionsWait(member ? sectionsNearNow() : undefined);
    await pageCode(config, farMayWait && typeof IntersectionObserver !== 'undefined', member);
    // In a transition too: hydration then yields to the browser every few milliseconds (input, painting) instead of
    // holding the main thread for the whole page (the server's markup is on screen meanwhile, decision 030).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <PortalApp config={config} queryClient={queryClient} care={drawnCare()} />
        </StrictMode>,
      );
    });
    return;
  }
  // An English reader's page is drawn in English from the first render: its catalogue first (Chinese if it fails).
  if (localeStore.locale === 'en') await loadEnglish().catch(() => undefined);
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
