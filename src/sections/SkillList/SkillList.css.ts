import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});

// Compact: a fixed height whatever the number of courses (999 on home); the rest is scrolled to.
export const scroller = style({
  maxHeight: '216px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand}`, outlineOffset: '2px' } },
});
export const names = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const name = style({
  display: 'inline-block',
  maxWidth: '12em',
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  color: vars.color.text,
  fontSize: vars.font.small,
  lineHeight: '24px',
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
