/**
 * UI text and the visitor's language. Every string on screen comes through `t` from the catalogues in messages/
 * (one file per area); config text ({"zh-CN", "en"}) through `text`. The choice persists in localStorage under
 * `locale`, and `?lang=en` or `?lang=zh-CN` on any address sets it.
 */
import { proxy, subscribe } from 'valtio/vanilla';
import type { Locale, Text } from '../config/config-parts';
import { useBrowserState, type BrowserState } from '../browser-state/use-browser-state';
import * as core from './messages/core';
import * as gates from './messages/gates';
import * as account from './messages/account';
import * as gov from './messages/gov';
// The other areas' texts come with the modules that use them (addTexts, decision 091): only their keys are named here.
import type * as home from './messages/home';
import type * as pages from './messages/pages';
import type * as forms from './messages/forms';
import type * as apply from './messages/apply';
import type * as signup from './messages/signup';
import type * as talent from './messages/talent';
import type * as rights from './messages/rights';
import type * as care from './messages/care';

export type { Locale };
/** The language the server renders every page in (one cacheable HTML per address; docs/decisions/025). */
export const SERVER_LOCALE: Locale = 'zh-CN';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
const STORAGE_KEY = 'locale';

/** The frame's texts (header, menu, footer, account menu, gates, toasts, section states): every page draws them. */
const zh = { ...core.zh, ...gates.zh, ...account.zh, ...gov.zh };
/** The texts a module brings with it (addTexts), by area: not in the frame's chunk, so a page without them skips them. */
type AreaTexts = typeof home.zh &
  typeof pages.zh &
  typeof forms.zh &
  typeof apply.zh &
  typeof signup.zh &
  typeof talent.zh &
  typeof rights.zh &
  typeof care.zh;
/** Every text's key: the frame's, and those the modules that use them bring (addTexts). */
export type MessageKey = keyof typeof zh | keyof AreaTexts;
/** English texts: empty until a visitor chooses English (loadEnglish), then english.ts and the widgets' that bring their own (addTexts). */
const en = {} as Record<MessageKey, string>;
const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zh as Record<MessageKey, string>, en };
/** Whether the English catalogue has arrived: until then an English reader is shown Chinese. */
const english = proxy({ ready: false });
let englishLoading: Promise<void> | undefined;

/**
 * Loads the English catalogue (its own chunk, about 5 kB gzip, which the Chinese-reading majority never fetches).
 * A failed load is forgotten, so the next choice of English tries again; the page stays in Chinese meanwhile.
 */
export function loadEnglish(): Promise<void> {
  englishLoading ??= import('./english').then(
    (m) => {
      Object.assign(en, m.english);
      english.ready = true;
    },
    (error: unknown) => {
      englishLoading = undefined;
      throw error;
    },
  );
  return englishLoading;
}

/**
 * Adds an area's Chinese texts (src/i18n/messages/<area>.ts), called at the top of each module that uses them: the
 * texts are in that module's chunk and in the catalogue before it draws, on a page opened there and on one reached by
 * client navigation alike (no key is ever shown for a text; src/i18n/texts-registered.test.ts holds every user of an
 * area's keys to it). English comes whole with english.ts, except for a lazily loaded widget that brings its own
 * (the care toolbar's, `en`), so they weigh nothing for visitors who never open it.
 */
export function addTexts(zh: Partial<Record<MessageKey, string>>, en?: Partial<Record<MessageKey, string>>) {
  Object.assign(catalogues['zh-CN'], zh);
  if (en) Object.assign(catalogues.en, en);
}

const isLocale = (v: unknown): v is Locale => v === 'zh-CN' || v === 'en';

/** The language to start in: ?lang= first, then the stored choice, then Chinese. */
export function initialLocale(search: string, stored: string | null): Locale {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  return isLocale(stored) ? stored : 'zh-CN';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export const localeStore = proxy<{ locale: Locale }>({
  locale: typeof window === 'undefined' ? 'zh-CN' : initialLocale(window.location.search, readStored()),
});

/** Switches the language and remembers it; English shows once its catalogue has arrived (loadEnglish). */
export function setLocale(locale: Locale) {
  localeStore.locale = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the choice still holds for this visit
  }
  if (locale === 'en') loadEnglish().catch(() => undefined);
}

export function translate(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const message = catalogues[locale][key] ?? catalogues['zh-CN'][key] ?? key;
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/** Config text in a language: the English version when there is one, else the Chinese. */
export function localText(locale: Locale, value: Text | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return (locale === 'en' ? value.en : undefined) ?? value['zh-CN'];
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues['zh-CN'], key);
}

/** The chosen language once it can be shown: an English reader sees Chinese until the English catalogue arrives. */
const chosen: BrowserState<Locale> = {
  subscribe: (onChange) => {
    const ends = [subscribe(localeStore, onChange), subscribe(english, onChange)];
    return () => ends.forEach((end) => end());
  },
  read: () => (localeStore.locale === 'en' && !english.ready ? SERVER_LOCALE : localeStore.locale),
};
if (typeof window !== 'undefined' && localeStore.locale === 'en') loadEnglish().catch(() => undefined);

/** `t(key, vars)` and `text(configText)` in the current language, re-rendering when it changes. */
export function useT() {
  // The server's language while hydrating its markup, the chosen one from the render after (decision 063).
  const locale = useBrowserState(chosen, SERVER_LOCALE);
  return {
    locale,
    t: (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars),
    text: (value: Text | undefined) => localText(locale, value),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The city's time zone, UTC+8 all year (China has no summer time). */
const CITY_OFFSET_S = 8 * 3600;
/** The calendar fields of an instant in the city's time zone: the same on the server and in every browser. */
const cityTime = (epochSeconds: number) => new Date((epochSeconds + CITY_OFFSET_S) * 1000);

/**
 * A date from epoch seconds, in the city's time zone (the server renders it, and the browser must draw the same;
 * the dates are the city's: a fair on 9 May is on 9 May for a reader abroad too) and the way each language writes it (2026/09/14 in Chinese,
 * 09/14/2026 in English, as Intl.DateTimeFormat has them). Written out rather than through Intl: the first Intl
 * date formatter of a page loads the browser's locale data, a long pause on a slow phone just as the home page's
 * lists first draw.
 */
export function formatDate(locale: Locale, epochSeconds: number | undefined): string {
  if (epochSeconds === undefined || !Number.isFinite(epochSeconds)) return '';
  const d = cityTime(epochSeconds);
  const [y, m, day] = [String(d.getUTCFullYear()), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())];
  return locale === 'en' ? `${m}/${day}/${y}` : `${y}/${m}/${day}`;
}

/**
 * A count with thousands grouped by commas (12,345), as both languages write it (and as Intl.NumberFormat has it for
 * zh-CN and en). Written out for the reason formatDate is: the first Intl number formatter of a page loads locale
 * data, 13 ms on this machine and four times that on a slow phone, inside the home page's hydration.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The time of day from epoch seconds, 24-hour (09:00), in the city's time zone. */
export function formatTime(epochSeconds: number): string {
  const d = cityTime(epochSeconds);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
