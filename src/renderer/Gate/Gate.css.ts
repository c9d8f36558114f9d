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
