import { describe, expect, it } from 'vitest';
import { formatDate } from '../i18n/i18n';
import { formatDateRange, periodState } from './date-range';

/** An instant given in the city's time (UTC+8), whatever the time zone of the machine running the test. */
const at = (month: number, day: number, hour = 0) => Date.UTC(2026, month - 1, day, hour - 8) / 1000;

describe('formatDateRange', () => {
  it('joins two different days with a dash', () => {
    expect(formatDateRange('zh-CN', at(9, 14), at(9, 30))).toBe('2026/09/14 – 2026/09/30');
  });

  it('gives one day once, with its hours when asked', () => {
    expect(formatDateRange('zh-CN', at(9, 25, 9), at(9, 25, 16))).toBe('2026/09/25');
    expect(formatDateRange('zh-CN', at(9, 25, 9), at(9, 25, 16), { withTime: true })).toBe('2026/09/25 09:00–16:00');
  });

  it('puts the open text in place of a missing end, or shows the start alone', () => {
    expect(formatDateRange('zh-CN', at(7, 1), undefined, { open: '至今' })).toBe('2026/07/01 – 至今');
    expect(formatDateRange('zh-CN', at(7, 1), 0)).toBe(formatDate('zh-CN', at(7, 1)));
    expect(formatDateRange('en', undefined, at(7, 1))).toBe('');
  });
});

describe('formatDate', () => {
  it("writes dates as Intl.DateTimeFormat does for each language in the city's time zone, without loading it", () => {
    for (const when of [at(1, 2), at(9, 14, 23), at(12, 31)])
      for (const locale of ['zh-CN', 'en'] as const)
        expect(formatDate(locale, when)).toBe(
          new Intl.DateTimeFormat(locale, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            timeZone: 'Asia/Shanghai',
          }).format(new Date(when * 1000)),
        );
  });
  it('gives nothing for a missing or broken date', () => {
    expect(formatDate('zh-CN', undefined)).toBe('');
    expect(formatDate('zh-CN', Number.NaN)).toBe('');
  });
});

describe('periodState (enrolment windows and fairs)', () => {
  // An enrolment window from 1 September 09:00 to 30 September 17:00, city time.
  const start = at(9, 1, 9);
  const end = at(9, 30, 17);
  const on = (month: number, day: number, hour = 12) => new Date(at(month, day, hour) * 1000);

  it('is before the window until its first day begins, from midnight of that day on open', () => {
    expect(periodState(start, end, on(8, 31, 23))).toBe('before');
    expect(periodState(start, end, on(9, 1, 0))).toBe('open');
  });

  it('stays open all of the last day, after the closing hour too, and is over the day after', () => {
    expect(periodState(start, end, on(9, 30, 23))).toBe('open');
    expect(periodState(start, end, on(10, 1, 0))).toBe('over');
  });

  it("counts days in the city's time zone, whatever the visitor's", () => {
    // 30 September 20:00 UTC is 1 October 04:00 in the city: the window is over there.
    expect(periodState(start, end, new Date(Date.UTC(2026, 8, 30, 20)))).toBe('over');
  });

  it('leaves a side without a date (missing, 0 or broken) open', () => {
    expect(periodState(undefined, end, on(1, 1))).toBe('open');
    expect(periodState(start, undefined, on(12, 31))).toBe('open');
    expect(periodState(0, 0, on(12, 31))).toBe('open');
    expect(periodState(Number.NaN, end, on(1, 1))).toBe('open');
  });
});
