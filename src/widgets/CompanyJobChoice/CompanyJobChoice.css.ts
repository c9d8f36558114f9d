import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '32px' });
export const box = style({ width: '20px', height: '20px', margin: 0, flex: 'none' });
export const money = style({ color: vars.color.muted, fontSize: vars.font.small });
