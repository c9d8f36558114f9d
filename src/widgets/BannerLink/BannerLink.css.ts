import { style } from '@vanilla-extract/css';

export const link = style({ display: 'block', height: '100%' });
export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
