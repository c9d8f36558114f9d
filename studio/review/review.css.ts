import { style } from '@vanilla-extract/css';

const line = '#c9d3e0';

export const heading = style({ fontSize: 16, margin: '16px 0 8px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '6px 8px',
  marginBottom: 4,
  border: `1px solid ${line}`,
  borderRadius: 4,
  background: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: '#1d4f91', boxShadow: '0 0 0 1px #1d4f91', background: '#eef4fc' },
    '&:focus-visible': { outline: '3px solid #f0a500' },
  },
});
export const itemMeta = style({ display: 'block', fontSize: 12, color: '#4a5563' });
export const schedule = style({ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0', fontSize: 14 });
export const toolRow = style({ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8, alignItems: 'center' });
export const form = style({ borderTop: `1px solid ${line}`, paddingTop: 8, marginTop: 12 });
export const note = style({ padding: '6px 10px', background: '#fff7e0', border: '1px solid #f0d48a', borderRadius: 4 });
