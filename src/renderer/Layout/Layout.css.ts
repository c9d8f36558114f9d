import { style } from '@vanilla-extract/css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// At least a screen tall, so the footer starts below the fold and does not jump when content arrives (CLS).
export const main = style({ flex: 1, outline: 'none', minHeight: '100vh' });
