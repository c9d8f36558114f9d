/** The text block's editor: a toolbar above a bordered writing area, the insert form between them. */
import { globalStyle, style } from '@vanilla-extract/css';

export const frame = style({ border: '1px solid #8a94a3', borderRadius: 4, background: '#fff' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  padding: 4,
  borderBottom: '1px solid #d5dae1',
  background: '#f4f6f8',
});
export const tool = style({
  minHeight: 32,
  padding: '2px 10px',
  border: '1px solid #8a94a3',
  borderRadius: 4,
  background: '#fff',
  color: '#1f2933',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: '#0b6e3d', borderColor: '#0b6e3d', color: '#fff' },
    '&:disabled': { color: '#6b7480', cursor: 'default' },
    '&:focus-visible': { outline: '2px solid #0b57d0', outlineOffset: 1 },
  },
});
export const content = style({
  minHeight: 160,
  maxHeight: 420,
  overflowY: 'auto',
  padding: '6px 10px',
  lineHeight: 1.7,
  selectors: { '&:focus-visible': { outline: '2px solid #0b57d0', outlineOffset: -2 } },
});
globalStyle(`${content} p`, { margin: '0 0 6px' });
globalStyle(`${content} img`, { maxWidth: '100%' });
globalStyle(`${content} a`, { color: '#0b57d0' });

export const ask = style({ display: 'grid', gap: 6, padding: 8, borderBottom: '1px solid #d5dae1' });
export const askField = style({ display: 'grid', gap: 2 });
export const askInput = style({ padding: '4px 6px', border: '1px solid #8a94a3', borderRadius: 4, font: 'inherit' });
export const askHelp = style({ fontSize: 12, color: '#4a5563' });
export const askProblem = style({ fontSize: 12, color: '#b3261e' });
export const askActions = style({ display: 'flex', gap: 6 });
