/** A refused password in the reader's words: the rule the service says it missed (decision 078), or undefined. */
import type { StudioKey } from '../i18n/messages';
import { StudioApiError } from '../service/studio-client';

type T = (key: StudioKey, vars?: Record<string, string | number>) => string;

const RULES: Record<string, StudioKey> = {
  length: 'ruleLength',
  classes: 'ruleClasses',
  name: 'ruleName',
  reused: 'ruleReused',
  current: 'ruleCurrent',
};

export function passwordRuleText(t: T, error: unknown): string | undefined {
  const rule = error instanceof StudioApiError && error.body.rule ? RULES[error.body.rule] : undefined;
  return rule && t(rule, { count: (error as StudioApiError).body.count ?? 0 });
}
