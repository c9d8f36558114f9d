/** The message catalogue and the current locale. UI text always comes through `t`. */
import { proxy, useSnapshot } from 'valtio';
import { zhCN, type MessageKey } from './messages-zh-CN';
import { en } from './messages-en';

export type Locale = 'zh-CN' | 'en';
const catalogues: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

export const localeStore = proxy<{ locale: Locale }>({ locale: 'zh-CN' });

export function translate(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const text = catalogues[locale][key] ?? zhCN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

export function isMessageKey(key: string): key is MessageKey {
  return key in zhCN;
}

/** `t(key, vars)` in the current locale, re-rendering when it changes. */
export function useT() {
  const { locale } = useSnapshot(localeStore);
  return { locale, t: (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars) };
}

/** A date from epoch seconds in the visitor's locale (yyyy-mm-dd style in Chinese). */
export function formatDate(locale: Locale, epochSeconds: number | undefined): string {
  if (epochSeconds === undefined || !Number.isFinite(epochSeconds)) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(epochSeconds * 1000));
}
