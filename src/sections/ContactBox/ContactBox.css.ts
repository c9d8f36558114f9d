import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const box = style({ position: 'fixed', right: 0, bottom: 160, zIndex: 20 });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const entry = style({ position: 'relative' });
export const toggle = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 2,
  width: 64,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  font: 'inherit',
  fontSize: vars.font.small,
  lineHeight: 1.3,
  cursor: 'pointer',
  color: '#ffffff',
  background: vars.color.brand,
  border: 0,
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.brandDark } },
});
export const icon = style({ fontSize: 20, lineHeight: 1 });
const popover = style({
  position: 'absolute',
  right: '100%',
  top: 0,
  marginRight: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 4px 16px rgba(31, 41, 51, 0.16)',
});
/** Popover widths of spec s9: 146 px for the QR code, 166 px for the phone lines. */
export const qrPopover = style([popover, { width: 146, textAlign: 'center' }]);
export const phonePopover = style([popover, { width: 166 }]);
export const qr = style({ display: 'block', width: 128, height: 128, margin: '0 auto' });
export const caption = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.small, color: vars.color.text });
export const phones = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.font.small,
});
export const line = style({ display: 'grid', color: vars.color.muted });
export const number = style({ fontWeight: 600, fontSize: vars.font.base, fontVariantNumeric: 'tabular-nums' });
export const hours = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.small, color: vars.color.muted });
