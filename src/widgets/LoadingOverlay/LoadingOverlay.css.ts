import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A light veil over the page. It takes no clicks and no focus: a slow call never locks the visitor out. */
export const veil = style({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.45)',
  pointerEvents: 'none',
});
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 6px 20px rgba(15, 23, 42, 0.2)',
});
export const spinner = style({
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', borderTopColor: vars.color.border } },
});
