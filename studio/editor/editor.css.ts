import { style } from '@vanilla-extract/css';

export const heading = style({ fontSize: 16, margin: '16px 0 8px' });
export const group = style({ fontSize: 13, color: '#4a5563', margin: '12px 0 4px', fontWeight: 'normal' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const pageButton = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '4px 8px',
  border: 'none',
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: 4,
  selectors: {
    '&[aria-current="true"]': { background: '#dbe7f7', fontWeight: 600 },
    '&:focus-visible': { outline: '3px solid #f0a500' },
  },
});
export const tool = style({
  minWidth: 28,
  minHeight: 28,
  border: '1px solid #c9d3e0',
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' }, '&:focus-visible': { outline: '3px solid #f0a500' } },
});
export const meta = style({ display: 'block', fontSize: 12, color: '#4a5563' });
export const badge = style({
  background: '#fde8e8',
  color: '#8a1c1c',
  borderRadius: 8,
  padding: '0 6px',
  fontSize: 12,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 14 });
export const input = style({
  padding: '5px 8px',
  border: '1px solid #8795a8',
  borderRadius: 4,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: '#a61b1b', boxShadow: '0 0 0 1px #a61b1b' } },
});
export const help = style({ fontSize: 12, color: '#4a5563' });
export const switchButton = style({
  width: 44,
  height: 24,
  borderRadius: 12,
  border: '1px solid #8795a8',
  background: '#e5e9f0',
  position: 'relative',
  cursor: 'pointer',
  selectors: {
    '&[aria-checked="true"]': { background: '#0b6e3d', borderColor: '#0b6e3d' },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 2,
      left: 2,
      width: 18,
      height: 18,
      borderRadius: 9,
      background: '#fff',
    },
    '&[aria-checked="true"]::after': { left: 22 },
    '&:focus-visible': { outline: '3px solid #f0a500' },
  },
});
