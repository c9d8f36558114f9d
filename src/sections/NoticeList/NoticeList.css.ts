import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px dashed ${vars.color.border}`,
  '@media': { [SMALL_SCREEN]: { alignItems: 'center' } }, // the date beside its (taller) title
});
export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const date = style({ flexShrink: 0, color: vars.color.muted, fontSize: vars.font.small });
