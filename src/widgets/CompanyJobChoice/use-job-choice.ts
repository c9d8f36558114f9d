/**
 * The form of a company choosing which of its own jobs to bring to a fair: the chosen ids as one value (so useForm
 * keeps them through a failure, checks them, sends once per press), at least one required (the contract's
 * `jobIds` has minItems 1).
 */
import { useForm } from '../form/use-form';
import { chosen } from '../form/validation';
import { addTexts } from '../../i18n/i18n';
import { zh as signupTexts } from '../../i18n/messages/signup';

addTexts(signupTexts);

const INITIAL = { jobIds: '' };
const RULES = { jobIds: [chosen('signup.jobs.legend')] };

/** The ids in a choice's value (comma-separated, as the checkboxes write it). */
export const chosenIds = (value: string): number[] => value.split(',').filter(Boolean).map(Number);

export function useJobChoice(send: (jobIds: number[]) => Promise<unknown>) {
  return useForm({ initial: INITIAL, rules: RULES, send: (v) => send(chosenIds(v.jobIds)) });
}

export type JobChoiceForm = ReturnType<typeof useJobChoice>;
