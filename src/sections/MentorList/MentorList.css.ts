import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const card = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
});
export const picture = style({
  width: 72,
  height: 90,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});
export const body = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.font.base, fontWeight: 600 });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const skilled = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
