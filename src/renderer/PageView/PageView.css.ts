import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const page = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.md });
export const title = style({ fontSize: '22px', color: vars.color.brandDark, margin: `0 0 ${vars.space.md}` });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' });
const span = (n: number) => ({ gridColumn: `span ${n}`, minWidth: 0, '@media': { '(max-width: 760px)': { gridColumn: 'span 6' } } });
export const cell = styleVariants({ full: span(6), twoThirds: span(4), half: span(3), third: span(2) });
