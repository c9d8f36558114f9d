import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const failure = style({
  color: vars.color.danger,
  padding: `${vars.space.sm} 0`,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const retry = style({
  font: 'inherit',
  minHeight: '32px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});
