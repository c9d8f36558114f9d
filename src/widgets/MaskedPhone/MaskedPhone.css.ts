import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const phone = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const prompt = style({ marginInlineStart: vars.space.xs, color: vars.color.muted, fontSize: vars.font.small });
