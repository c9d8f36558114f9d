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
});
export const district = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const phone = style({
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
