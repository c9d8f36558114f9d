/**
 * Field rules of the portal's forms (spec s5 and the contract's request schemas). A rule answers with a problem
 * (a catalogue key, and the field's label key for messages that name the field) or nothing; the screen translates
 * it, so a message follows the visitor's language.
 */
import type { MessageKey } from '../../i18n/i18n';
import { addTexts } from '../../i18n/i18n';
import { zh as formsTexts } from '../../i18n/messages/forms';

addTexts(formsTexts);

export interface Problem {
  key: MessageKey;
  /** The field's label, for messages such as '请输入{label}'. */
  label?: MessageKey;
}

export type Rule = (value: string, values: Readonly<Record<string, string>>) => Problem | undefined;

/** 11 digits, prefixes 12x to 18x (spec s5; the contract's `mobile` pattern). */
export const MOBILE_PATTERN = /^1[2-8]\d{9}$/;
const ID_CARD_PATTERN = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/;
const BANK_ACCOUNT_PATTERN = /^\d{12,19}$/;

export const isMobile = (value: string) => MOBILE_PATTERN.test(value);

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** What is wrong with an 18-digit ID-card number: its shape, its date of birth, or nothing. */
export function idCardFault(value: string): 'format' | 'date' | undefined {
  const match = ID_CARD_PATTERN.exec(value);
  if (!match) return 'format';
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (year < 1900 || year > 2099 || month < 1 || month > 12) return 'date';
  return day >= 1 && day <= daysInMonth(year, month) ? undefined : 'date';
}

/** Something must be typed (blank space does not count). */
export const required =
  (label: MessageKey): Rule =>
  (v) =>
    v.trim() ? undefined : { key: 'forms.error.required', label };

/** An option must be chosen. */
export const chosen =
  (label: MessageKey): Rule =>
  (v) =>
    v ? undefined : { key: 'forms.error.choose', label };

export const mobile: Rule = (v) => (!v.trim() || isMobile(v.trim()) ? undefined : { key: 'forms.error.mobile' });

export const idCard: Rule = (v) => {
  if (!v.trim()) return undefined;
  const fault = idCardFault(v.trim());
  return fault === 'format'
    ? { key: 'forms.error.idcard' }
    : fault === 'date'
      ? { key: 'forms.error.idcardDate' }
      : undefined;
};

/** 12 to 19 digits (the contract's `bankAccount` pattern); optional, so an empty value passes. */
export const bankAccount: Rule = (v) =>
  !v.trim() || BANK_ACCOUNT_PATTERN.test(v.trim()) ? undefined : { key: 'forms.error.bankAccount' };

/** A number above zero (amounts, head counts); an empty value is left to `required`. */
export const positive =
  (label: MessageKey): Rule =>
  (v) =>
    !v || Number(v) > 0 ? undefined : { key: 'forms.error.positive', label };

/** Today in the visitor's time zone, as a date input writes it (YYYY-MM-DD). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date no earlier than today (appointments). */
export const notPast: Rule = (v) => (!v || v >= todayIso() ? undefined : { key: 'forms.error.pastDate' });

/** Epoch seconds of the start of a YYYY-MM-DD day in the visitor's time zone. */
export function isoDateToEpoch(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Math.floor(new Date(y, m - 1, d).getTime() / 1000);
}

/** The first rule that fails, if any. */
export function firstProblem(
  rules: readonly Rule[],
  value: string,
  values: Readonly<Record<string, string>>,
): Problem | undefined {
  for (const rule of rules) {
    const problem = rule(value, values);
    if (problem) return problem;
  }
  return undefined;
}
