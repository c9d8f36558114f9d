import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const page = style({ maxWidth: '640px', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const box = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
});
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '22px', color: vars.color.brandDark });
export const body = style({ margin: 0 });
export const reload = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: '#ffffff',
  cursor: 'pointer',
});
