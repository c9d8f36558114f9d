import { style } from '@vanilla-extract/css';

/** Sits on the text's baseline like the character it replaces. */
export const icon = style({ verticalAlign: '-0.125em' });
