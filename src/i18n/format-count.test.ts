import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './i18n';

describe('formatCount', () => {
  it('groups whole counts as Intl.NumberFormat does in both languages, without loading it', () => {
    const intl = { zh: new Intl.NumberFormat('zh-CN'), en: new Intl.NumberFormat('en') };
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(formatCount(n)).toBe(intl.zh.format(n));
        expect(formatCount(n)).toBe(intl.en.format(n));
      }),
    );
  });

  it('keeps a fraction as it is and draws nothing for a number that is not one', () => {
    expect(formatCount(1234567.5)).toBe('1,234,567.5');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(Number.NaN)).toBe('');
  });
});
