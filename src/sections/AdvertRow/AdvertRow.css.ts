import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
export const item = style({ borderRadius: vars.radius.sm, overflow: 'hidden', background: vars.color.border });
