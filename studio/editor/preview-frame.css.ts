import { style } from '@vanilla-extract/css';

/** The width buttons' row (the editor's; the review desk brings its own). */
export const widths = style({ display: 'flex', flexWrap: 'wrap', gap: 6, padding: 8, alignItems: 'center' });

/**
 * A width button that is the one chosen looks pressed, not only to screen readers (aria-pressed). Doubled, so it
 * wins over the pressed look of the caller's button class (the review desk's), whichever stylesheet comes last.
 */
export const widthButton = style({
  selectors: {
    '&&[aria-pressed="true"]': {
      background: '#1d4f91',
      borderColor: '#1d4f91',
      color: '#fff',
      fontWeight: 600,
      boxShadow: 'inset 0 2px 3px rgba(0, 0, 0, 0.35)',
    },
  },
});

/** What the preview shows at: "显示比例 56%". */
export const scaleNote = style({ fontSize: 12, color: '#4a5563' });

/** The space the preview has in the column (measured); nothing in it scrolls or is scrolled by a scrollIntoView. */
export const stage = style({
  flex: 1,
  minHeight: 0,
  minWidth: 0,
  margin: '0 8px 8px',
  overflow: 'clip',
  display: 'flex',
  justifyContent: 'center',
});

/** The scaled page's own box: the chosen width times the scale, the column's height. */
export const sizer = style({
  position: 'relative',
  flex: 'none',
  height: '100%',
  overflow: 'clip',
  outline: '1px solid #b8c2d0',
  background: '#fff',
});

/** The page at its true width (412 to 1920 CSS px), scaled from its top left corner to the sizer. */
export const frame = style({
  position: 'absolute',
  top: 0,
  left: 0,
  border: 'none',
  transformOrigin: '0 0',
  background: '#fff',
});
