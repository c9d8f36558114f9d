import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const wrap = style({ paddingTop: vars.space.xs });
