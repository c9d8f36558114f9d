import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const trail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.small,
  color: vars.color.muted,
});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const item = style({
  display: 'inline',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '& + &::before': { content: '">" / ""', margin: `0 ${vars.space.xs}`, color: vars.color.muted } },
});
export const link = style({ color: vars.color.brandDark, '@media': { [SMALL_SCREEN]: TAP_TARGET } });
export const current = style({ color: vars.color.text });
