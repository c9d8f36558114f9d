import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../small-screen';

export const frame = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const heading = style({ margin: 0, fontSize: vars.font.title, color: vars.color.brandDark });
export const status = style({ color: vars.color.muted, padding: `${vars.space.md} 0`, margin: 0 });
export const head = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const more = style({
  fontSize: vars.font.small,
  color: vars.color.brand,
  flexShrink: 0,
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
