import { describe, expect, it } from 'vitest';
import { fairEnded } from './fair-ended';

/** An instant given in the city's time (UTC+8), whatever the time zone of the machine running the test. */
const at = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h - 8) / 1000;
const now = new Date(at(2026, 11, 22, 15) * 1000 + 30 * 60_000);

describe('fairEnded', () => {
  it('is over when its last day is before today', () => {
    expect(fairEnded(at(2026, 11, 21, 17), now)).toBe(true);
  });
  it('still takes registrations on its last day, even after its closing hour', () => {
    expect(fairEnded(at(2026, 11, 22, 9), now)).toBe(false);
  });
  it('is not over in the future, nor when the data does not say', () => {
    expect(fairEnded(at(2026, 12, 1), now)).toBe(false);
    expect(fairEnded(undefined, now)).toBe(false);
  });
  it("counts days in the city's time: 23:30 there is still the fair's last day, 00:30 the day after is not", () => {
    const lastDay = at(2026, 11, 22, 17);
    expect(fairEnded(lastDay, new Date(at(2026, 11, 22, 23) * 1000 + 30 * 60_000))).toBe(false);
    expect(fairEnded(lastDay, new Date(at(2026, 11, 23, 0) * 1000 + 30 * 60_000))).toBe(true);
  });
});
