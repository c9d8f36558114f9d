import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: 'grid',
  gap: '2px',
  alignContent: 'start',
});
export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const title = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.base });
export const meta = style({ color: vars.color.muted, fontSize: vars.font.small });
const badge = style({
  justifySelf: 'start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.small,
  border: '1px solid currentColor',
});
/** The words carry the status; colour only repeats it. */
export const status = styleVariants({
  0: [badge, { color: vars.color.brand }],
  1: [badge, { color: vars.color.accent }],
  2: [badge, { color: vars.color.muted }],
});
