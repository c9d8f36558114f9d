/**
 * The browser code's tests share one module graph per worker (vitest.config.ts's `unit` project, decision 094), so
 * what a module keeps outlives a test file: a member logged in by one file would still be logged in for the next.
 * Run before each file by shared-modules-setup.ts, this puts every store of the portal and the studio back as it was when
 * the worker first loaded it, and empties the browser's storage and cookies, so each file starts as a fresh page.
 * A new module-level store goes in STORES (src/i18n/texts-registered.test.ts-style: fresh-stores.test.ts fails on a
 * `proxy(` store of src/ or studio/ that is not listed).
 */
import { snapshot } from 'valtio/vanilla';
import { careStore } from '../../src/care/care-mode';
import { localeStore } from '../../src/i18n/i18n';
import { resetCompanyAuthCheck } from '../../src/sections/LoginPanel/company-auth-check';
import { qrSignal } from '../../src/session/qr-signal';
import { session } from '../../src/session/session-store';
import { dialogs } from '../../src/widgets/Dialog/dialogs';
import { toasts } from '../../src/widgets/Toast/toasts';
import { studio } from '../../studio/model/studio-store';
import { mergeChoices } from '../../studio/review/merge-choices';
import { draftSync } from '../../studio/service/draft-sync';
import { sessionClock } from '../../studio/service/session-clock';

/** Every module-level store, by the name fresh-stores.test.ts finds it under. */
export const STORES: Record<string, object> = {
  careStore,
  localeStore,
  qrSignal,
  session,
  dialogs,
  toasts,
  studio,
  mergeChoices,
  draftSync,
  sessionClock,
};

type Kept = { first: Map<string, Record<string, unknown>>; page?: { href: string; attributes: string[][] } };
const kept: Kept = ((globalThis as { __freshStores?: Kept }).__freshStores ??= { first: new Map() });

/** Each store's own fields as plain data (valtio's refs and proxies alike), copied so no test can change them. */
const copy = (store: object) => structuredClone(snapshot(store)) as Record<string, unknown>;

/** Notes each store's first state (the first time in a worker) and puts every store back to it. */
export function freshStores() {
  for (const [name, store] of Object.entries(STORES)) {
    if (!kept.first.has(name)) kept.first.set(name, copy(store));
    const first = kept.first.get(name)!;
    const live = store as Record<string, unknown>;
    for (const key of Object.keys(live)) if (!(key in first)) delete live[key];
    Object.assign(live, structuredClone(first));
  }
  resetCompanyAuthCheck();
  // The window is the worker's too: what a file left in the page goes (not the head: the modules' styles are there,
  // put in once when each module first loaded), and the address is the first file's again.
  kept.page ??= {
    href: location.href,
    attributes: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
  };
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  for (const [name, value] of kept.page.attributes) document.documentElement.setAttribute(name!, value!);
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  history.replaceState(null, '', kept.page.href);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
