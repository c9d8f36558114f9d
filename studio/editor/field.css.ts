/** A form field's parts: a visitor text's two languages one above the other (nothing cut off). */
import { style } from '@vanilla-extract/css';

export const pair = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 6 });
export const pairItem = style({
  display: 'grid',
  gridTemplateColumns: '4.5em minmax(0, 1fr)',
  alignItems: 'center',
  gap: 6,
});
export const pairLang = style({ fontSize: 12, color: '#4a5563' });
