import { describe, expect, it } from 'vitest';
import { fairEnded } from './fair-ended';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime() / 1000;
const now = new Date(2026, 10, 22, 15, 30);

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
});
