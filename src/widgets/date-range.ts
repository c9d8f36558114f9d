/** A period between two epoch-second moments, for fairs, enrolment windows and resume entries. */
import { formatDate, type Locale } from '../i18n/i18n';

const time = (locale: Locale, s: number) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(s * 1000));

/**
 * "start – end" in the visitor's language; one date when both fall on the same day (with the hours when
 * `withTime`), `open` text in place of a missing end (e.g. "至今"), just the start when there is neither.
 */
export function formatDateRange(locale: Locale, start: number | undefined, end: number | undefined, opts: { withTime?: boolean; open?: string } = {}): string {
  const from = formatDate(locale, start);
  if (!from) return '';
  const to = end ? formatDate(locale, end) : '';
  if (!to) return opts.open ? `${from} – ${opts.open}` : from;
  if (to === from) return opts.withTime && end !== start ? `${from} ${time(locale, start!)}–${time(locale, end!)}` : from;
  return `${from} – ${to}`;
}
