import { describe, expect, it } from 'vitest';
import { boundsOf, START, step, type Motion } from './ad-motion';

const run = (m: Motion, n: number, b = boundsOf(1280, 720)) => {
  let out = m;
  for (let i = 0; i < n; i++) out = step(out, b);
  return out;
};

describe('ad window motion (spec s9)', () => {
  it('may travel within the viewport minus 200 + 20 px across and 150 + 20 px down', () => {
    expect(boundsOf(1280, 720)).toEqual({ maxX: 1060, maxY: 550 });
    expect(boundsOf(100, 100)).toEqual({ maxX: 0, maxY: 0 });
  });

  it('moves one pixel per axis per step', () => {
    expect(step(START, boundsOf(1280, 720))).toEqual({ x: 1, y: 1, dx: 1, dy: 1 });
    expect(run(START, 10)).toEqual({ x: 10, y: 10, dx: 1, dy: 1 });
  });

  it('bounces off each edge and stays inside', () => {
    const b = boundsOf(1280, 720);
    const atBottom = run(START, 550, b);
    expect(atBottom).toEqual({ x: 550, y: 550, dx: 1, dy: -1 });
    expect(step(atBottom, b)).toEqual({ x: 551, y: 549, dx: 1, dy: -1 });
    const atRight = run(START, 1060, b);
    expect(atRight.x).toBe(1060);
    expect(atRight.dx).toBe(-1);
    expect(step({ x: 1, y: 1, dx: -1, dy: -1 }, b)).toEqual({ x: 0, y: 0, dx: 1, dy: 1 });
    let m = START;
    const outside: Motion[] = [];
    for (let i = 0; i < 5000; i++) {
      m = step(m, b);
      if (m.x < 0 || m.x > b.maxX || m.y < 0 || m.y > b.maxY) outside.push(m);
    }
    expect(outside).toEqual([]);
  });

  it('is pulled back inside when the viewport shrinks', () => {
    expect(step({ x: 900, y: 500, dx: 1, dy: 1 }, boundsOf(800, 600))).toEqual({ x: 580, y: 430, dx: -1, dy: -1 });
  });
});
