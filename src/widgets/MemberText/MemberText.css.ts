import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const content = style({ margin: 0, fontSize: vars.font.small, color: vars.color.text });
export const prompt = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted, fontStyle: 'italic' });
