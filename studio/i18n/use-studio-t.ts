/** The studio's texts in the portal's language (the same store and switch, so a choice carries over). */
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { localeStore } from '../../src/i18n/i18n';
import { en, zh, type StudioKey } from './messages';

export function studioText(locale: string, key: StudioKey, vars: Record<string, string | number> = {}) {
  const message: string = (locale === 'en' ? en : zh)[key];
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/** `t` stays the same function while the language does: an effect that depends on it runs once, not every render. */
export function useStudioT() {
  const { locale } = useSnapshot(localeStore);
  const t = useCallback(
    (key: StudioKey, vars?: Record<string, string | number>) => studioText(locale, key, vars),
    [locale],
  );
  return { locale, t };
}
