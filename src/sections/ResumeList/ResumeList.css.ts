import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});
export const card = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
});
export const photo = style({
  width: 64,
  height: 64,
  borderRadius: '50%',
  objectFit: 'cover',
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
export const meta = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
