import { style } from '@vanilla-extract/css';

export const list = style({ listStyle: 'none', margin: '4px 0', padding: 0, display: 'grid', gap: 6 });
const item = style({ fontSize: 13, lineHeight: 1.5, padding: '4px 8px', borderLeft: '3px solid', borderRadius: 2 });
/** A problem: red, as the studio's problems always were. */
export const problem = style([item, { color: '#8a1c1c', background: '#fdf1f1', borderColor: '#c62828' }]);
/** A warning (提醒): amber, so it reads as advice, not as a fault that blocks publishing. */
export const warning = style([item, { color: '#5c4200', background: '#fff7e0', borderColor: '#c98a00' }]);
export const tag = style({ fontWeight: 600, marginRight: 6 });
export const place = style({ color: '#1f2933', marginRight: 4 });
export const go = style({
  marginLeft: 6,
  padding: '0 6px',
  border: '1px solid currentColor',
  borderRadius: 4,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '3px solid #f0a500', outlineOffset: 1 } },
});
export const details = style({ marginTop: 2, color: '#4a5563', fontSize: 12 });
export const summary = style({
  cursor: 'pointer',
  width: 'fit-content',
  selectors: { '&:focus-visible': { outline: '3px solid #f0a500', outlineOffset: 1 } },
});
export const code = style({ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' });

/** The bar's 提醒 count, beside its problem count. */
export const warningBadge = style({
  background: '#fff7e0',
  color: '#5c4200',
  borderRadius: 10,
  padding: '2px 8px',
  fontSize: 13,
});
/** The bar's list of problems and warnings: a disclosure whose panel floats under it. */
export const menu = style({ position: 'relative' });
export const menuPanel = style({
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  width: 'min(480px, 90vw)',
  maxHeight: '60vh',
  overflow: 'auto',
  padding: 8,
  background: '#fff',
  color: '#1f2933',
  border: '1px solid #c9d3e0',
  borderRadius: 6,
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.2)',
});
