import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** The button and its result line; focusable only by script, to keep a keyboard user's place (see JobApply). */
export const box = style({ outline: 'none' });
/** In a card or a list row: the button sits at the end (also when a row wraps), its result under it. */
export const compact = style({ display: 'grid', justifyItems: 'end', marginLeft: 'auto', fontSize: vars.font.small });
