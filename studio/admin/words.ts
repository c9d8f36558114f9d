/**
 * The admin's records in words: roles and the audit log's actions from the one map the service's CSV uses too
 * (src/config/audit-words.ts, decision 088), in the reader's language.
 */
import { AUDIT_ACTION_WORDS, ROLE_WORDS, wordOf } from '../../src/config/audit-words';
import type { StudioLocale } from '../model/field-labels';

/** A role in words; an unknown one as the service spelled it. */
export const roleWord = (locale: StudioLocale, role: string) => wordOf(ROLE_WORDS, role, locale);

/** An audit action in words; an unknown one as the service spelled it. */
export const actionWord = (locale: StudioLocale, action: string) => wordOf(AUDIT_ACTION_WORDS, action, locale);

/** An ISO time in the reader's local format (as given when it is not a time). */
export function localTime(iso: string, locale: string) {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toLocaleString(locale);
}
