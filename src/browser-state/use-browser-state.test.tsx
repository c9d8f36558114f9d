import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DrawnCareContext, useCare } from '../care/care-context';
import { setCare } from '../care/care-mode';
import { setLocale, useT } from '../i18n/i18n';
import { clearSession, logIn } from '../session/session-store';
import { useSession } from '../session/use-session';
import { useHydrating } from './use-browser-state';

/** What a header shows: who is logged in, in which language, in which mode, and whether it still hydrates. */
function Shown() {
  const account = useSession();
  const { t } = useT();
  const care = useCare();
  const hydrating = useHydrating();
  return (
    <p>
      {account.user?.name ?? t('account.login.submit')}|{care ? 'care' : 'plain'}|{hydrating ? 'hydrating' : 'live'}
    </p>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
const recoverable: unknown[] = [];
const draws: string[] = [];

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  container = document.createElement('div');
  document.body.append(container);
  recoverable.length = 0;
  draws.length = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  clearSession();
  setLocale('zh-CN');
  setCare(false);
  vi.unstubAllGlobals();
});

/** The server's markup, drawn for a visitor in Chinese (as the server does), hydrated in this browser. */
async function hydrate(drawnCare = false) {
  const app = (
    <DrawnCareContext.Provider value={drawnCare}>
      <Shown />
    </DrawnCareContext.Provider>
  );
  container.innerHTML = renderToString(app);
  draws.push(container.textContent!);
  const seen = new MutationObserver(() => draws.push(container.textContent!));
  seen.observe(container, { subtree: true, characterData: true, childList: true });
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: (e) => recoverable.push(e) });
  });
  seen.disconnect();
}

it("hydrates a member's page over the visitor's markup, then shows the member, without a mismatch", async () => {
  logIn({ token: 't', uid: 7, utype: 2, mobile: '13800000000' }, '张伟');
  await hydrate();
  expect(draws[0]).toBe('登录|plain|hydrating');
  expect(container.textContent).toBe('张伟|plain|live');
  expect(recoverable).toEqual([]);
});

it("shows an English reader's language and a care-mode choice after hydrating the server's Chinese markup", async () => {
  setLocale('en');
  setCare(true);
  await hydrate(false);
  expect(draws[0]).toBe('登录|plain|hydrating');
  expect(container.textContent).toBe('Log in|care|live');
  expect(recoverable).toEqual([]);
});

it('hydrates the care mode the server drew the page in', async () => {
  setCare(true);
  await hydrate(true);
  expect(draws[0]).toBe('登录|care|hydrating');
  expect(container.textContent).toBe('登录|care|live');
  expect(recoverable).toEqual([]);
});

it('follows a change after hydration, in the components that show it', async () => {
  await hydrate();
  await act(async () => logIn({ token: 't', uid: 8, utype: 2, mobile: '13900000000' }, '李娜'));
  expect(container.textContent).toBe('李娜|plain|live');
});
