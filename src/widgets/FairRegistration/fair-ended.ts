import { periodState } from '../date-range';

/**
 * Whether a fair is over: its last day (epoch seconds, spec s3) is before today, in the city's time zone as the
 * page writes its dates (date-range.ts, the rule enrolment windows follow too). A fair held today still takes
 * registrations.
 */
export function fairEnded(lastDay: number | undefined, now: Date = new Date()): boolean {
  return periodState(undefined, lastDay, now) === 'over';
}
