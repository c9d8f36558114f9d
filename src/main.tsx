import { setNonce } from 'get-nonce';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from './config/load-config';
import { localeStore } from './i18n/i18n';
import { PortalApp, startQueries } from './renderer/PortalApp';
import { startSession } from './session/account-flow';
import './theme.css';

// nginx puts a per-request nonce here (deploy/nginx): the one <style> the portal injects at run time (Radix's scroll
// lock, while a dialog is open) carries it, so the CSP needs no 'unsafe-inline' for styles.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && /^[A-Za-z0-9+/=_-]{16,}$/.test(nonce) && !nonce.startsWith('__')) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
document.documentElement.lang = localeStore.locale;
// The layout restores kept-alive pages' scroll positions itself (spec s2); the browser's own restoration on back
// and forward would race it.
history.scrollRestoration = 'manual';

// The stored login comes back at once (token and company id from the cookie); the backend check runs beside the
// first render and never holds it up. Visitors without the cookie cost nothing here.
void startSession();

void loadPortalConfig().then(({ config }) => {
  const queryClient = startQueries(config);
  // In a transition: the first render of a page of sections yields to the browser every few milliseconds instead
  // of holding the main thread until all of it is done.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <PortalApp config={config} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});
