import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
});
export const group = style({ minWidth: 0 });
export const heading = style({
  fontSize: vars.font.title,
  margin: `0 0 ${vars.space.sm}`,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.brand}`,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const link = style({ color: vars.color.brandDark, '@media': { [SMALL_SCREEN]: TAP_TARGET } });
export const plain = style({ color: vars.color.text });
export const note = style({ color: vars.color.muted, fontSize: vars.font.small });
