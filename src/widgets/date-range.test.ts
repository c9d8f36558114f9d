import { describe, expect, it } from 'vitest';
import { formatDate } from '../i18n/i18n';
import { formatDateRange } from './date-range';

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
