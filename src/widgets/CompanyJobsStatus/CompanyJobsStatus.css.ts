import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const state = style({ margin: 0, color: vars.color.muted });
