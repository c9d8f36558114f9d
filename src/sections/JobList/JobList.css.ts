import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: 'grid',
  gap: '2px',
});
export const name = style({
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.brand } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const money = style({ color: vars.color.accent, fontWeight: 600 });
export const meta = style({ color: vars.color.muted, fontSize: vars.font.small });
export const company = style({
  color: vars.color.muted,
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
