/** The studio's texts in the portal's language (the same store and switch, so a choice carries over). */
import { useSnapshot } from 'valtio';
import { localeStore } from '../../src/i18n/i18n';
import { en, zh, type StudioKey } from './messages';

export function studioText(locale: string, key: StudioKey, vars: Record<string, string | number> = {}) {
  const message: string = (locale === 'en' ? en : zh)[key];
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

export function useStudioT() {
  const { locale } = useSnapshot(localeStore);
  return { locale, t: (key: StudioKey, vars?: Record<string, string | number>) => studioText(locale, key, vars) };
}
