import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const loading = style({ color: vars.color.muted, margin: 0, padding: `${vars.space.md} 0` });
