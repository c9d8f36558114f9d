import { style } from '@vanilla-extract/css';

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: 4,
  padding: 4,
  border: '1px solid #d5dce6',
  borderRadius: 4,
  marginBottom: 4,
  background: '#fff',
  selectors: {
    '&[data-selected="true"]': { borderColor: '#1d4f91', boxShadow: '0 0 0 1px #1d4f91' },
    '&[data-dragging="true"]': { opacity: 0.5 },
  },
});
/** A hidden section: a dashed, greyed frame (not faded text: its words keep their contrast, WCAG 1.4.3). */
export const rowHidden = style({ background: '#eef1f5', borderStyle: 'dashed' });
export const rowTools = style({ display: 'flex', gap: 2 });

/** Where a dragged row will land: a thick line in the gap above (or, at the end, below) a row, with end marks. */
export const dropLine = style({
  position: 'absolute',
  left: -2,
  right: -2,
  height: 4,
  borderRadius: 2,
  background: '#0b63ce',
  pointerEvents: 'none',
  zIndex: 1,
  selectors: {
    '&[data-drop-indicator="before"]': { top: -5 },
    '&[data-drop-indicator="after"]': { bottom: -5 },
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      top: -3,
      width: 10,
      height: 10,
      borderRadius: 5,
      background: '#0b63ce',
    },
    '&::before': { left: -4 },
    '&::after': { right: -4 },
  },
});

export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, marginTop: 8 });
/** Where the new section will go ("将添加到“最新职位”之后"). */
export const addWhere = style({ flexBasis: '100%', fontSize: 12, color: '#4a5563', margin: 0 });
/** Why the chosen component cannot go on this page. */
export const refusal = style({ flexBasis: '100%', fontSize: 13, color: '#a61b1b', margin: 0 });
