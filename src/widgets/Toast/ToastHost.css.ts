import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** Top centre, above the page but below dialogs; the region itself takes no clicks, only its notices do. */
export const region = style({
  position: 'fixed',
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 90,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  width: 'min(92vw, 480px)',
});
export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#1f2933',
  color: '#fff',
  boxShadow: '0 6px 20px rgba(15, 23, 42, 0.25)',
});
export const text = style({ flex: 1, overflowWrap: 'anywhere' });
export const close = style({
  font: 'inherit',
  fontSize: '18px',
  lineHeight: 1,
  minWidth: '32px',
  minHeight: '32px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: '#fff',
  cursor: 'pointer',
});
