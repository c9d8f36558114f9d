import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  paddingBottom: vars.space.sm,
  borderBottom: `1px dashed ${vars.color.border}`,
});
export const thumb = style({
  flexShrink: 0,
  width: 96,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.page,
});
export const body = style({ display: 'grid', gap: '2px', minWidth: 0, flex: 1 });
export const title = style({
  margin: 0,
  fontSize: vars.font.base,
  fontWeight: 400,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const date = style({ color: vars.color.muted, fontSize: vars.font.small });
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
