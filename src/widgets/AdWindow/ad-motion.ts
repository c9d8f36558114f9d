/**
 * The floating ad window's motion (spec s9): every 20 ms it moves one pixel on each axis and bounces off the
 * edges of the area it may use.
 *
 * Our reading of "within the viewport minus 150 px height and 200 px width margins (each minus 20)": the window
 * is a 200 x 150 px box, so its top-left corner may travel from 0 to (viewport width - 200 - 20) across and from
 * 0 to (viewport height - 150 - 20) down. The 200 and 150 keep the whole box on screen; the extra 20 px keep it
 * clear of the right and bottom edges (scroll bar, rounding) rather than grazing them. The viewport is the
 * layout viewport without scroll bars (documentElement.clientWidth/Height).
 */
export const AD_WIDTH = 200;
export const AD_HEIGHT = 150;
export const EDGE_GAP = 20;
export const STEP_MS = 20;

export interface Motion {
  x: number;
  y: number;
  dx: 1 | -1;
  dy: 1 | -1;
}

export interface Bounds {
  maxX: number;
  maxY: number;
}

export const START: Motion = Object.freeze({ x: 0, y: 0, dx: 1, dy: 1 });

/** The largest x and y the window's corner may reach in a viewport of this size (never below 0). */
export function boundsOf(viewportWidth: number, viewportHeight: number): Bounds {
  return {
    maxX: Math.max(0, viewportWidth - AD_WIDTH - EDGE_GAP),
    maxY: Math.max(0, viewportHeight - AD_HEIGHT - EDGE_GAP),
  };
}

function axis(value: number, delta: 1 | -1, max: number): [number, 1 | -1] {
  const next = Math.min(max, Math.max(0, value + delta));
  if (next >= max) return [max, -1];
  if (next <= 0) return [0, 1];
  return [next, delta];
}

/** One 20 ms step: one pixel per axis, turning back at each edge (and pulled back inside after a resize). */
export function step(m: Motion, b: Bounds): Motion {
  const [x, dx] = axis(m.x, m.dx, b.maxX);
  const [y, dy] = axis(m.y, m.dy, b.maxY);
  return { x, y, dx, dy };
}
