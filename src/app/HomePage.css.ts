import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const main = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.md, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', '@media': { '(max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' } } });
export const title = style({ gridColumn: '1 / -1', margin: 0, fontSize: '22px', color: vars.color.brandDark });
