import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankAccount,
  idCard,
  idCardFault,
  isMobile,
  isoDateToEpoch,
  mobile,
  notPast,
  positive,
  required,
  todayIso,
} from './validation';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const none = {};

describe('mobile numbers', () => {
  it.each(['12012345678', '13554012345', '18971234560'])('accepts %s', (v) => expect(isMobile(v)).toBe(true));
  it.each(['11012345678', '19012345678', '1355401234', '135540123456', '1355401234a', ''])('refuses %j', (v) =>
    expect(isMobile(v)).toBe(false),
  );

  it('accepts exactly 11 digits with prefixes 12 to 18', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^\d{9}$/), (second, rest) => {
        expect(isMobile(`1${second}${rest}`)).toBe(second >= 2 && second <= 8);
      }),
    );
  });

  it('leaves an empty value to the required rule', () => {
    expect(mobile('', none)).toBeUndefined();
    expect(mobile('123', none)?.key).toBe('forms.error.mobile');
  });
});

describe('ID card numbers', () => {
  it('accepts every real date of birth from 1900 to 2099, with a final digit or X', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }),
        fc.constantFrom('0', '7', 'X', 'x'),
        (d, last) => {
          const birth = `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
          expect(idCardFault(`420106${birth}451${last}`)).toBeUndefined();
        },
      ),
    );
  });

  it.each([
    ['420106190002294517', 'date'], // 1900 is not a leap year
    ['420106200002294517', undefined], // 2000 is
    ['420106189912314517', 'date'],
    ['420106210001014517', 'date'],
    ['420106198800014517', 'date'],
    ['420106198804314517', 'date'],
    ['420106198812004517', 'date'],
    ['42010619881231451', 'format'],
    ['4201061988123145171', 'format'],
    ['42010619881231451Y', 'format'],
  ] as const)('%s: %s', (value, fault) => {
    expect(idCardFault(value)).toBe(fault);
  });

  it('names the fault in its message', () => {
    expect(idCard('12345', none)?.key).toBe('forms.error.idcard');
    expect(idCard('420106198813014517', none)?.key).toBe('forms.error.idcardDate');
    expect(idCard('', none)).toBeUndefined();
  });
});

describe('other rules', () => {
  it('required ignores blank space and names the field', () => {
    expect(required('forms.field.fullname')('  ', none)).toEqual({
      key: 'forms.error.required',
      label: 'forms.field.fullname',
    });
    expect(required('forms.field.fullname')(' 李强 ', none)).toBeUndefined();
  });

  it('bank accounts are 12 to 19 digits, or nothing', () => {
    expect(bankAccount('', none)).toBeUndefined();
    expect(bankAccount('621700287001', none)).toBeUndefined();
    expect(bankAccount('62170028700123456789', none)?.key).toBe('forms.error.bankAccount');
    expect(bankAccount('62170028700A', none)?.key).toBe('forms.error.bankAccount');
  });

  it('amounts must be above zero', () => {
    expect(positive('forms.field.amountOwed')('0', none)?.key).toBe('forms.error.positive');
    expect(positive('forms.field.amountOwed')('0.01', none)).toBeUndefined();
  });

  it('appointment days start today, in local time', () => {
    const today = todayIso();
    expect(notPast(today, none)).toBeUndefined();
    expect(notPast('2000-01-01', none)?.key).toBe('forms.error.pastDate');
    expect(todayIso(new Date(2026, 8, 5))).toBe('2026-09-05');
    expect(isoDateToEpoch('2026-09-05')).toBe(new Date(2026, 8, 5).getTime() / 1000);
  });
});
