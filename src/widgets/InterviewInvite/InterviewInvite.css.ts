import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const invite = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const push = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
