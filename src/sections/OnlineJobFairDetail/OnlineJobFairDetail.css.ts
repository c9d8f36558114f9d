import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const detail = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: '22px', color: vars.color.text, overflowWrap: 'anywhere' });
export const sub = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.title, color: vars.color.brandDark });
export const cover = style({
  width: '100%',
  maxWidth: '640px',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
