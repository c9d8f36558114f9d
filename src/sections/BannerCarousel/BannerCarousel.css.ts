import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm });
/** The main banner's box: `options.height` (set from script), 111 px (the spec's default) until then. */
export const main = style({ height: 111, borderRadius: vars.radius.sm, overflow: 'hidden' });
export const carousel = style({
  position: 'relative',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.border,
});
/** The slides' box: `options.height` (set from script), 111 px (the spec's default) until then. */
export const stage = style({ height: 111 });
export const slide = style({ height: '100%' });
export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs}`,
  background: 'rgba(31, 41, 51, 0.72)',
});
const control = style({
  font: 'inherit',
  fontSize: vars.font.small,
  lineHeight: 1,
  minWidth: 24,
  minHeight: 24,
  padding: '2px 6px',
  cursor: 'pointer',
  color: '#ffffff',
  background: 'transparent',
  border: '1px solid rgba(255, 255, 255, 0.8)',
  borderRadius: vars.radius.sm,
});
export const button = control;
export const dots = style({ display: 'flex', gap: 2, listStyle: 'none', margin: 0, padding: 0 });
export const dot = style([
  control,
  {
    minWidth: 24,
    padding: 0,
    selectors: { '&[aria-current="true"]': { background: '#ffffff', color: vars.color.text, fontWeight: 700 } },
  },
]);
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
