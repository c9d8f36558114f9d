import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  margin: 0,
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs } },
});
export const term = style({ fontWeight: 600, color: vars.color.text });
export const detail = style({ margin: 0, '@media': { [SMALL_SCREEN]: { marginBottom: vars.space.sm } } });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const link = style({ color: vars.color.brandDark, '@media': { [SMALL_SCREEN]: TAP_TARGET } });
