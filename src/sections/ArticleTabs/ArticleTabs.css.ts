import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const tabs = style({ display: 'grid', gap: vars.space.sm });
export const note = style({ color: vars.color.muted, padding: `${vars.space.md} 0`, margin: 0 });
// The last category's articles while the next one's are on their way.
export const stale = style({ opacity: 0.6 });
