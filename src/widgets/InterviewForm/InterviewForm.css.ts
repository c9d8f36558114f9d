import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const mode = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '40px' });
