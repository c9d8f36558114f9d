/**
 * The form of an interview invitation (companyInterviewAdd): one of the company's jobs, a date and time not in the
 * past, on site (an address) or online (a meeting link or how to join), a contact person and mobile (spec s5
 * pattern), an optional note; and the request body it makes (`interview_time` in epoch seconds, the visitor's time
 * zone). useForm keeps every value through a failure and sends once per press.
 */
import type { InterviewBody } from '../../data/talent-actions';
import { useForm, type Values } from '../form/use-form';
import { chosen, firstProblem, mobile, required, todayIso, type Rule } from '../form/validation';
import { addTexts } from '../../i18n/i18n';
import { zh as talentTexts } from '../../i18n/messages/talent';

addTexts(talentTexts);

export const INITIAL = {
  jobid: '',
  date: '',
  time: '',
  mode: 'site',
  address: '',
  meeting: '',
  contact: '',
  mobile: '',
  note: '',
};
export type InterviewValues = Values<keyof typeof INITIAL>;

/** Epoch seconds of a YYYY-MM-DD day at HH:MM in the visitor's time zone. */
export function interviewEpoch(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return Math.floor(new Date(y, m - 1, d, hh, mm).getTime() / 1000);
}

const notPastDay: Rule = (v) => (!v || v >= todayIso() ? undefined : { key: 'talent.error.pastDate' });
/** A time already gone today; a past day is the date's problem, not the time's. */
const notPastTime: Rule = (v, all) =>
  !v || !all.date || all.date !== todayIso() || interviewEpoch(all.date, v) > Date.now() / 1000
    ? undefined
    : { key: 'talent.error.pastTime' };
/** A rule that applies only to one way of meeting (the address on site, the meeting link online). */
const onlyWhen =
  (mode: string, rule: Rule): Rule =>
  (v, all) =>
    all.mode === mode ? firstProblem([rule], v, all) : undefined;

const RULES = {
  jobid: [chosen('talent.field.job')],
  date: [chosen('talent.field.date'), notPastDay],
  time: [chosen('talent.field.time'), notPastTime],
  mode: [chosen('talent.field.mode')],
  address: [onlyWhen('site', required('talent.field.address'))],
  meeting: [onlyWhen('online', required('talent.field.meeting'))],
  contact: [required('talent.field.contact')],
  mobile: [required('talent.field.mobile'), mobile],
};

/** The request body of what was typed (already checked). */
export function interviewBody(v: InterviewValues, resumeid: number): InterviewBody {
  const note = v.note.trim();
  const base = {
    resumeid,
    jobid: Number(v.jobid),
    interview_time: interviewEpoch(v.date, v.time),
    contact: v.contact.trim(),
    mobile: v.mobile.trim(),
    ...(note ? { note } : {}),
  };
  return v.mode === 'online'
    ? { ...base, online: 1, meeting_info: v.meeting.trim() }
    : { ...base, online: 0, address: v.address.trim() };
}

export function useInterviewForm(send: (values: InterviewValues) => Promise<unknown>) {
  return useForm({ initial: INITIAL, rules: RULES, send });
}

export type InterviewForm = ReturnType<typeof useInterviewForm>;
