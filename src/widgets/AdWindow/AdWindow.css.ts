import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../small-screen';
import { AD_HEIGHT, AD_WIDTH, EDGE_GAP } from './ad-motion';

/** The window's position, set per frame with style.setProperty (no inline style attribute: the CSP forbids it). */
export const x = createVar();
export const y = createVar();

export const frame = style({
  vars: { [x]: '0px', [y]: '0px' },
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 70,
  width: `${AD_WIDTH}px`,
  height: `${AD_HEIGHT}px`,
  transform: `translate(${x}, ${y})`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  boxShadow: '0 6px 20px rgba(15, 23, 42, 0.25)',
  // A 200 x 150 window drifting over a phone's screen would always be on the text someone is reading: hidden there
  // (docs/decisions/026). Wide screens keep the drifting window of spec s2, s9.
  '@media': { [SMALL_SCREEN]: { display: 'none' } },
});
/** Not moving at all (reduced motion): parked in the bottom-right corner, out of the content's way. */
export const still = style({
  transform: 'none',
  top: 'auto',
  left: 'auto',
  right: `${EDGE_GAP}px`,
  bottom: `${EDGE_GAP}px`,
});

export const link = style({ display: 'block', width: '100%', height: '100%' });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const controls = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'flex',
  gap: vars.space.xs,
});
export const control = style({
  font: 'inherit',
  fontSize: '14px',
  lineHeight: 1,
  minWidth: '28px',
  minHeight: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'rgba(15, 23, 42, 0.7)',
  color: '#fff',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand } },
});
