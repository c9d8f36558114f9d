import { style } from '@vanilla-extract/css';

/** Over the studio's top right, under the bar: it covers no control that matters and is closed in one click. */
export const signInNotice = style({
  position: 'fixed',
  top: 56,
  right: 12,
  zIndex: 20,
  maxWidth: 420,
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '10px 12px',
  background: '#fff7e0',
  border: '1px solid #f0d48a',
  borderRadius: 4,
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)',
});

export const stepForm = style({ maxWidth: 360, margin: '0 auto', textAlign: 'left' });
