import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const panel = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  margin: `${vars.space.sm} 0`,
});
// Said in words, with a bar beside it: never colour alone.
export const closed = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `4px solid ${vars.color.muted}`,
  color: vars.color.muted,
  fontWeight: 600,
});
export const result = style({
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.accent}` } },
});
