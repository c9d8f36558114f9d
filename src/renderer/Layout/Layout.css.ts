import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
// At least a screen tall, so the footer starts below the fold and does not jump when content arrives (CLS).
export const main = style({ flex: 1, outline: 'none', minHeight: '100vh' });

/** A failed layout part's note (PartBoundary), aligned with the page's content rather than the window's edge. */
export const partFailure = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  width: '100%',
});
