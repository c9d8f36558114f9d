/**
 * A published version as HR staff name it (issue 32, item 6): by its local date and time, to the minute
 * (2026年11月28日 19:53), and its author when known, never by its id (`20261128-195325928-54a5ac`, UTC). The id is
 * read back into its time where only the id is at hand (server/studio/publications.ts newVersionId writes it).
 */
import type { StudioLocale } from './field-labels';

const two = (n: number) => String(n).padStart(2, '0');

/** A moment in the browser's time zone: 2026年11月28日 19:53, or 28 Nov 2026, 19:53 in English. */
export function localTime(time: Date, locale: StudioLocale): string {
  if (locale === 'en')
    return time.toLocaleString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  return `${time.getFullYear()}年${time.getMonth() + 1}月${time.getDate()}日 ${two(time.getHours())}:${two(time.getMinutes())}`;
}

/** The time a version id was made (UTC in the id), or null for an id of another form. */
function timeOfId(id: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(\d{3})/.exec(id);
  if (!m) return null;
  const [y, mo, d, h, mi, s, ms] = m.slice(1).map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
}

/** A version by its time and author: 2026年11月28日 19:53 · 小王 (the id itself only when it names no time). */
export function versionName(
  version: { id: string; publishedAt?: string; editor?: string },
  locale: StudioLocale,
): string {
  const time = version.publishedAt ? new Date(version.publishedAt) : timeOfId(version.id);
  const when = time && !Number.isNaN(time.getTime()) ? localTime(time, locale) : version.id;
  return version.editor ? `${when} · ${version.editor}` : when;
}
