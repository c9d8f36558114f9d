import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeOnBlur, normalizeTyping, type NumericOptions } from './numeric-input';

const TYPING = /^-?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.)?$/;
const FINISHED = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?)?$/;
const decimalsOf = (text: string) => (text.split('.')[1] ?? '').length;

const raw = fc.oneof(
  fc.string({
    unit: fc.constantFrom('0', '1', '5', '9', '.', '-', 'a', ' ', '，', '１', '．', 'e', '+'),
    maxLength: 16,
  }),
  fc.string({ maxLength: 16 }),
);

// Bounds carry no more decimals than the field allows, and min <= max, as a sensible configuration does.
const options: fc.Arbitrary<NumericOptions> = fc
  .record({
    maxDecimal: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    a: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }), { nil: undefined }),
    b: fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }), { nil: undefined }),
    scale: fc.integer({ min: 0, max: 3 }),
    canEmpty: fc.boolean(),
  })
  .map(({ maxDecimal, a, b, scale, canEmpty }) => {
    const k = Math.min(scale, maxDecimal ?? scale);
    const [min, max] = a !== undefined && b !== undefined ? [Math.min(a, b), Math.max(a, b)] : [a, b];
    const scaled = (n: number | undefined) => (n === undefined ? undefined : n / 10 ** k);
    return { maxDecimal, min: scaled(min), max: scaled(max), canEmpty };
  });

describe('normalizeTyping (properties)', () => {
  it('always leaves a number being typed: optional minus, digits without leading zeros, at most one dot', () => {
    fc.assert(
      fc.property(raw, options, (r, o) => {
        expect(normalizeTyping(r, o)).toMatch(TYPING);
      }),
    );
  });

  it('never exceeds max and never has more than maxDecimal decimals', () => {
    fc.assert(
      fc.property(raw, options, (r, o) => {
        const out = normalizeTyping(r, o);
        if (o.max !== undefined && /\d/.test(out)) expect(Number(out)).toBeLessThanOrEqual(o.max);
        if (o.maxDecimal !== undefined) expect(decimalsOf(out)).toBeLessThanOrEqual(o.maxDecimal);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(raw, options, (r, o) => {
        expect(normalizeTyping(normalizeTyping(r, o), o)).toBe(normalizeTyping(r, o));
      }),
    );
  });

  it('keeps a well-formed number within the limits exactly as typed', () => {
    const number = fc
      .record({
        int: fc.integer({ min: 0, max: 99_999 }),
        frac: fc.string({ unit: fc.constantFrom('0', '3', '7'), minLength: 1, maxLength: 2 }),
      })
      .map(({ int, frac }) => `${int}.${frac}`);
    fc.assert(
      fc.property(number, (n) => {
        expect(normalizeTyping(n, { max: 100_000, maxDecimal: 2 })).toBe(n);
      }),
    );
  });

  it('drops the minus when min rules out negatives', () => {
    fc.assert(
      fc.property(raw, fc.nat(1000), (r, min) => {
        expect(normalizeTyping(r, { min })).not.toContain('-');
      }),
    );
  });
});

describe('normalizeOnBlur (properties)', () => {
  it('leaves a finished number or nothing, within [min, max], and is idempotent', () => {
    fc.assert(
      fc.property(raw, options, (r, o) => {
        const out = normalizeOnBlur(r, o);
        expect(out).toMatch(FINISHED);
        expect(out).not.toMatch(/^-0(\.0*)?$/);
        if (o.maxDecimal !== undefined) expect(decimalsOf(out)).toBeLessThanOrEqual(o.maxDecimal);
        if (out !== '' && o.max !== undefined) expect(Number(out)).toBeLessThanOrEqual(o.max);
        if (o.min !== undefined && (out !== '' || !o.canEmpty)) expect(Number(out)).toBeGreaterThanOrEqual(o.min);
        if (out === '' && o.min !== undefined) expect(o.canEmpty).toBe(true);
        expect(normalizeOnBlur(out, o)).toBe(out);
      }),
    );
  });
});

describe('numeric input rules (examples)', () => {
  it.each([
    ['.5', {}, '0.5'],
    ['-.5', {}, '-0.5'],
    ['12.345', { maxDecimal: 2 }, '12.34'],
    ['12.5', { maxDecimal: 0 }, '12'],
    ['¥1,234.5元', {}, '1234.5'],
    ['１２．５', {}, '12.5'],
    ['1-2', {}, '12'],
    ['--3', {}, '-3'],
    ['1.2.3', {}, '1.23'],
    ['007', {}, '7'],
    ['150', { max: 100 }, '100'],
    ['99.999', { max: 99.995, maxDecimal: 2 }, '99.99'],
    ['-3', { min: 0 }, '3'],
    ['-', {}, '-'],
    ['.', {}, '.'],
  ] as const)('typing %j with %j gives %j', (input, o, expected) => {
    expect(normalizeTyping(input, o)).toBe(expected);
  });

  it.each([
    ['-', {}, ''],
    ['.', {}, ''],
    ['-.', {}, ''],
    ['5.', {}, '5'],
    ['-0', {}, '0'],
    ['', { min: 1 }, '1'],
    ['', { min: 1, canEmpty: true }, ''],
    ['0.5', { min: 1 }, '1'],
    ['-', { min: 2 }, '2'],
    ['0.001', { min: 0.015, maxDecimal: 2 }, '0.02'],
    ['1e-7', { min: 0.0000001 }, '17'],
  ] as const)('blur on %j with %j gives %j', (input, o, expected) => {
    expect(normalizeOnBlur(input, o)).toBe(expected);
  });
});
