/** A period between two epoch-second moments, for fairs, enrolment windows and resume entries. */
import { formatDate, formatTime, type Locale } from '../i18n/i18n';

/**
 * "start – end" in the visitor's language; one date when both fall on the same day (with the hours when
 * `withTime`), `open` text in place of a missing end (e.g. "至今"), just the start when there is neither.
 */
export function formatDateRange(
  locale: Locale,
  start: number | undefined,
  end: number | undefined,
  opts: { withTime?: boolean; open?: string } = {},
): string {
  const from = formatDate(locale, start);
  if (!from) return '';
  const to = end ? formatDate(locale, end) : '';
  if (!to) return opts.open ? `${from} – ${opts.open}` : from;
  if (to === from) return opts.withTime && end !== start ? `${from} ${formatTime(start!)}–${formatTime(end!)}` : from;
  return `${from} – ${to}`;
}

/** Where today stands against a period: before its first day, within it, or past its last day. */
type PeriodState = 'before' | 'open' | 'over';

const DAY_S = 86_400;
/** The city's time zone, UTC+8 all year: the day formatDate writes, the same on the server and in every browser. */
const CITY_OFFSET_S = 8 * 3600;
/** The number of the city's calendar day an instant falls on. */
const cityDay = (epochSeconds: number) => Math.floor((epochSeconds + CITY_OFFSET_S) / DAY_S);

/**
 * Where `now` stands against a period given by its first and last moments (epoch seconds, spec s3), by whole days
 * in the city's time zone: the first day counts from its start and the last day to its end, whatever hours the
 * period gives (a fair held today still takes registrations; a course whose enrolment ends at 17:00 today still
 * takes sign-ups). A missing or broken bound leaves that side open. One rule for job fairs (fairEnded) and
 * enrolment windows (CourseSignUp).
 */
export function periodState(start: number | undefined, end: number | undefined, now: Date = new Date()): PeriodState {
  const today = cityDay(now.getTime() / 1000);
  if (start !== undefined && Number.isFinite(start) && start > 0 && today < cityDay(start)) return 'before';
  if (end !== undefined && Number.isFinite(end) && end > 0 && today > cityDay(end)) return 'over';
  return 'open';
}
