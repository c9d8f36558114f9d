import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(15, 23, 42, 0.45)', zIndex: 100 });
export const content = style({
  position: 'fixed',
  zIndex: 101,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 420px)',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  boxShadow: '0 12px 40px rgba(15, 23, 42, 0.3)',
});
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.title, color: vars.color.brandDark });
export const message = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.text, whiteSpace: 'pre-line' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
const button = {
  font: 'inherit',
  minHeight: '38px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
} as const;
export const primary = style({ ...button, border: 'none', background: vars.color.brand, color: '#fff' });
export const secondary = style({
  ...button,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
