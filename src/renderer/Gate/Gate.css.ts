import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const panel = style({
  maxWidth: '720px',
  margin: `${vars.space.xl} auto`,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const title = style({ fontSize: '22px', color: vars.color.brandDark, margin: `0 0 ${vars.space.sm}` });
export const status = style({ margin: 0, color: vars.color.muted });
export const error = style({
  margin: 0,
  color: vars.color.danger,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const retry = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});
