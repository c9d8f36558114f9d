/**
 * Care mode (关怀模式, issue 12; docs/decisions/031): larger text, stronger contrast, nothing that moves or floats,
 * one column, a large pointer, a text magnifier and reading aloud, for older and visually impaired visitors. The
 * choice is remembered in localStorage (`care`) and in a cookie (`portal_care`), which the portal server reads so
 * that the first screen is already in care mode; `?care=1` / `?care=0` on any address sets it, like `?lang=`.
 */
import Cookies from 'js-cookie';
import { proxy, subscribe } from 'valtio/vanilla';
import type { BrowserState } from '../browser-state/use-browser-state';

const CARE_PARAM = 'care';
export const CARE_COOKIE = 'portal_care';
const STORAGE_KEY = 'care';
const COOKIE_DAYS = 365;

const fromText = (v: string | null | undefined): boolean | undefined =>
  v === '1' ? true : v === '0' ? false : undefined;

/** The choice to start with: ?care= first, then the stored one, then the cookie; off by default. */
export function initialCare(search: string, stored: string | null, cookie: string | undefined): boolean {
  return fromText(new URLSearchParams(search).get(CARE_PARAM)) ?? fromText(stored) ?? fromText(cookie) ?? false;
}

/** The server's reading of a request: ?care= first, then the cookie (or nginx's copy of it). */
export function careOfRequest(search: string, cookieValue: string | undefined): boolean {
  return fromText(new URLSearchParams(search).get(CARE_PARAM)) ?? fromText(cookieValue) ?? false;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? '1' : '0');
  } catch {
    // storage may be unavailable (private mode): the cookie still carries the choice
  }
  Cookies.set(CARE_COOKIE, on ? '1' : '0', {
    expires: COOKIE_DAYS,
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    path: '/',
  });
}

const inBrowser = typeof window !== 'undefined';
const stored = inBrowser ? readStored() : null;

/**
 * The visitor's choice: from the address and storage at once, from the cookie when the start-up says whether the
 * server has read it already (`startCare`).
 */
export const careStore = proxy<{ on: boolean }>({
  on: inBrowser ? initialCare(window.location.search, stored, undefined) : false,
});
// A choice made by address is remembered like one made by the switch.
if (inBrowser && fromText(new URLSearchParams(window.location.search).get(CARE_PARAM)) !== undefined)
  remember(careStore.on);

/** Switches care mode on or off and remembers it. */
export function setCare(on: boolean) {
  careStore.on = on;
  remember(on);
}

/** The visitor's choice, for render (src/care/care-context.ts shows it). */
export const chosenCare: BrowserState<boolean> = {
  subscribe: (onChange) => subscribe(careStore, onChange),
  read: () => careStore.on,
};

/** The mode the server drew this page in (from the page's state), if it did: `startCare`. */
let serverDrew: boolean | undefined;

/** The mode the page's markup is in: the server's, else (a page the browser draws itself) the visitor's choice. */
export const drawnCare = () => serverDrew ?? careStore.on;

/**
 * At start-up, with the mode the server drew the page in (from the page's state), if it did. The server read the
 * cookie for it: its reading stands in for the cookie, which is then not read again (each read of `document.cookie`
 * is a synchronous call to the browser's network process, on the start-up's longest task). A page the browser draws
 * itself reads the cookie here.
 */
export function startCare(drawnByServer?: boolean) {
  const cookie = drawnByServer === undefined ? Cookies.get(CARE_COOKIE) : drawnByServer ? '1' : '0';
  careStore.on = initialCare(window.location.search, stored, cookie);
  serverDrew = drawnByServer;
}
