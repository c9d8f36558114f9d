import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';

export const page = style({ maxWidth: '1200px', margin: '0 auto', padding: vars.space.md });
export const title = style({ fontSize: '22px', color: vars.color.brandDark, margin: `0 0 ${vars.space.md}` });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' });
/**
 * Each cell is laid out and painted only near the viewport (content-visibility: auto): the long home page costs the
 * first frame only what is on screen. Until a cell has been drawn once it counts as 320 px tall; after that the
 * browser remembers its real height (the `auto` in contain-intrinsic-size).
 */
const span = (n: number) => ({
  gridColumn: `span ${n}`,
  minWidth: 0,
  contentVisibility: 'auto' as const,
  containIntrinsicSize: 'auto 320px',
  '@media': { [SMALL_SCREEN]: { gridColumn: 'span 6' } },
  // Care mode (docs/decisions/031): one column, the sections one under another.
  selectors: { '[data-care] &': { gridColumn: 'span 6' } },
});
export const cell = styleVariants({ full: span(6), twoThirds: span(4), half: span(3), third: span(2) });

/**
 * A cell holding a widget fixed to the viewport: no containment, which would pin the widget to the cell instead. On
 * small screens such widgets dock into the page (docs/decisions/026) and the cell is laid out as any other.
 */
export const floatingCell = style({ contentVisibility: 'visible' });
