import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
});
export const title = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  color: vars.color.muted,
  fontSize: vars.font.small,
});
export const type = style({ color: vars.color.brandDark });
