import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export { visuallyHidden } from '../../theme.css';

const button = {
  font: 'inherit',
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'default', opacity: 0.75 } },
} as const;
export const primary = style({ ...button, border: 'none', background: vars.color.accent, color: '#fff' });
export const secondary = style({
  ...button,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
});

export const result = style({ marginTop: vars.space.sm });
export const success = style({ margin: 0, color: '#166534' });
export const failure = style({ margin: 0, color: vars.color.danger });

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(15, 23, 42, 0.45)', zIndex: 100 });
export const dialog = style({
  position: 'fixed',
  zIndex: 101,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(94vw, 640px)',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: '0 12px 40px rgba(15, 23, 42, 0.3)',
});
export const dialogTitle = style({
  margin: `0 ${vars.space.xl} ${vars.space.sm} 0`,
  fontSize: vars.font.title,
  color: vars.color.brandDark,
});
export const dialogText = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  width: '40px',
  height: '40px',
  border: 'none',
  background: 'transparent',
  fontSize: '24px',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.muted,
});
