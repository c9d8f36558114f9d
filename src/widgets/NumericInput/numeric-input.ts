/**
 * The numeric input's rules (spec s5) as pure functions. While typing or pasting: only digits, a leading minus
 * and one dot survive; decimals beyond `maxDecimal` are cut (never rounded), '.5' gains its 0, and a value above
 * `max` is clamped down to it. On blur: a lone '-' or '.' is cleared, a trailing dot dropped, and a value under
 * `min` (or an empty one, unless `canEmpty`) is raised to `min`.
 */
export interface NumericOptions {
  max?: number;
  min?: number;
  /** Most digits after the dot; 0 makes an integer input. */
  maxDecimal?: number;
  /** Leave an empty field empty on blur even when `min` is set. */
  canEmpty?: boolean;
}

const FULL_WIDTH = /[０-９．－]/g;
const halfWidth = (c: string) => (c === '．' ? '.' : c === '－' ? '-' : String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** A minus is only worth typing when the range reaches below zero. */
const allowsNegative = (o: NumericOptions) => o.min === undefined || o.min < 0;

/** A bound written as plain decimals (never '1e-7'), moved to the nearest value with at most `decimals` digits. */
function boundText(bound: number, decimals: number | undefined, direction: 'down' | 'up'): string {
  let text = bound.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  if (decimals === undefined) return text === '-0' ? '0' : text;
  const [int, frac = ''] = text.split('.');
  text = decimals > 0 && frac ? `${int}.${frac.slice(0, decimals)}` : int!;
  const step = 10 ** -decimals;
  const cut = Number(text);
  if (direction === 'down' && cut > bound) text = (cut - step).toFixed(decimals);
  if (direction === 'up' && cut < bound) text = (cut + step).toFixed(decimals);
  return Number(text) === 0 ? '0' : text.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** The field's text after a keystroke, paste or IME commit. */
export function normalizeTyping(raw: string, o: NumericOptions = {}): string {
  let s = raw.replace(FULL_WIDTH, halfWidth).replace(/[^\d.-]/g, '');
  const negative = allowsNegative(o) && s.startsWith('-');
  s = s.replace(/-/g, '');
  const dot = s.indexOf('.');
  let int = dot < 0 ? s : s.slice(0, dot);
  let frac = dot < 0 ? '' : s.slice(dot + 1).replace(/\./g, '');
  let hasDot = dot >= 0;
  if (o.maxDecimal !== undefined) {
    frac = frac.slice(0, Math.max(0, o.maxDecimal));
    if (o.maxDecimal <= 0) hasDot = false;
  }
  int = int.replace(/^0+(?=\d)/, '');
  if (hasDot && frac && !int) int = '0';
  const text = `${negative ? '-' : ''}${int}${hasDot ? `.${frac}` : ''}`;
  const value = Number(text);
  if (o.max !== undefined && /\d/.test(text) && value > o.max) return boundText(o.max, o.maxDecimal, 'down');
  return text;
}

/** The field's text when it loses focus: a finished number, or empty. */
export function normalizeOnBlur(raw: string, o: NumericOptions = {}): string {
  let s = normalizeTyping(raw, o);
  if (!/\d/.test(s)) s = '';
  s = s.replace(/\.$/, '');
  if (s && Number(s) === 0) s = s.replace(/^-/, '');
  if (o.min !== undefined && (s ? Number(s) < o.min : !o.canEmpty)) return boundText(o.min, o.maxDecimal, 'up');
  return s;
}
