/**
 * The portal's start-up, which src/main.ts imports: at once, or once a page the server rendered has painted
 * (decision 030). Its own chunk, with what it imports (docs/decisions/008).
 */
import { setNonce } from 'get-nonce';
import { loadPortalConfig } from './config/load-config';
import { startQueries } from './renderer/client-start';
import { fetchDrawnConfig, readServerState } from './renderer/server-state';
import { startCare } from './care/care-mode';
import './theme.css';

// nginx puts a per-request nonce here (deploy/nginx): the one <style> the portal injects at run time (Radix's scroll
// lock, while a dialog is open) carries it, so the CSP needs no 'unsafe-inline' for styles.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && /^[A-Za-z0-9+/=_-]{16,}$/.test(nonce) && !nonce.startsWith('__')) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The layout restores kept-alive pages' scroll positions itself (spec s2); the browser's own restoration on back
// and forward would race it.
history.scrollRestoration = 'manual';

// React DOM and the portal arrive as chunks of their own (listed with the page, so fetched with this one); boot.tsx
// imports React DOM, so both are evaluated as it is. (In separate tasks until 2026-11-26: that showed no significant
// gain in the bench's A/B, decision 030's amendment.)
// The opened page's data (and its sections' code) is asked for as soon as the config is here, while React is still
// arriving: this module therefore imports only what that takes (the config loader, the SDK, react-query's core and
// the stored login for the API's token), not React, the router, the UI texts or the account flow (boot.tsx does).
// A page the server rendered (decision 025) brings the address of its config (a shared file it preloads: decision
// 067) and the data it was drawn with: hydrated from them, it asks only for what the server did not send.
const server = readServerState(document);
// Hydration draws the page in the mode the server drew it in; the visitor's own choice shows after.
startCare(server ? server.care === true : undefined);
const fresh = () =>
  loadPortalConfig().then(({ config }) => ({ config, queryClient: startQueries(config), hydrate: false }));
const started = server
  ? fetchDrawnConfig(server).then((config) =>
      config ? { config, queryClient: startQueries(config, window.location, server.queries), hydrate: true } : fresh(),
    )
  : fresh();
void import('./boot').then(async ({ boot }) => {
  const { config, queryClient, hydrate } = await started;
  await boot(root, config, queryClient, hydrate);
});
