import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: '8px 0', padding: 0, lineHeight: 1.6 });
export const finding = style({
  display: 'flex',
  gap: 8,
  padding: '6px 10px',
  marginBottom: 4,
  background: '#fff7e0',
  borderLeft: '4px solid #b36b00',
  borderRadius: 4,
});
export const mark = style({ color: '#8a5300', fontWeight: 700 });
export const ok = style({ color: '#0b6e3d', fontWeight: 600 });
export const block = style({ borderTop: '1px solid #c9d3e0', marginTop: 12, paddingTop: 4 });
