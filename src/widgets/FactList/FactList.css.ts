import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const list = style({
  margin: `0 0 ${vars.space.md}`,
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const row = style({ display: 'flex', gap: vars.space.sm, minWidth: 0 });
export const term = style({ flexShrink: 0, color: vars.color.muted });
export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
