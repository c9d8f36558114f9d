import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const action = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  margin: `${vars.space.sm} 0`,
});
