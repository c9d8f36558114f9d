import { style } from '@vanilla-extract/css';
import { control } from '../form/form.css';

export const input = style([control, { fontVariantNumeric: 'tabular-nums' }]);
