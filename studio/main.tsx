/** The config studio's entry (studio/index.html), a page of its own: it never loads the portal's start-up code. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { localeStore } from '../src/i18n/i18n';
import { StudioApp } from './app/StudioApp';
import { StudioBoundary } from './shared/StudioBoundary';

// nginx's per-request nonce for the <style> Radix Dialog injects (as the portal's src/main.tsx does).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && /^[A-Za-z0-9+/=_-]{16,}$/.test(nonce) && !nonce.startsWith('__')) setNonce(nonce);
document.documentElement.lang = localeStore.locale;

const element = document.getElementById('studio');
if (!element) throw new Error('studio/index.html has no #studio element');
createRoot(element).render(
  <StrictMode>
    <StudioBoundary part="studioRegion">
      <StudioApp />
    </StudioBoundary>
  </StrictMode>,
);
