import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gap: '2px',
  paddingBottom: vars.space.sm,
  borderBottom: `1px dashed ${vars.color.border}`,
});
export const heading = style({
  margin: 0,
  fontSize: vars.font.base,
  fontWeight: 600,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
export const title = style({
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const badge = style({
  flexShrink: 0,
  fontSize: vars.font.small,
  fontWeight: 400,
  padding: '0 6px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
});
export const online = style({ background: vars.color.brand, color: '#ffffff' });
export const meta = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
