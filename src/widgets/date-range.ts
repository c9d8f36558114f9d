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
