import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';

export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.small,
  color: vars.color.muted,
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '& + &::before': { content: '">" / ""', margin: `0 ${vars.space.xs}`, color: vars.color.muted } },
});
// On a phone a crumb is a 44 px tap target that stays in its line (TAP_TARGET's block would break the line).
export const link = style({
  color: vars.color.brandDark,
  '@media': { [SMALL_SCREEN]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } },
});
export const current = style({ color: vars.color.text });
