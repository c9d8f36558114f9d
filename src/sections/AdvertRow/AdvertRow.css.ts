import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
/** Each advert's box keeps the slot's 4:1 shape (400 x 100) whatever the image's own: nothing moves when it loads. */
export const item = style({
  aspectRatio: '4 / 1',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.border,
});
