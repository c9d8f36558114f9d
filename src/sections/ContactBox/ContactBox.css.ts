import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';

/** A finger's width (WCAG 2.5.5): tap targets on small screens. */
const TAP = '44px';

export const box = style({
  position: 'fixed',
  right: 0,
  bottom: 160,
  zIndex: 20,
  // On a phone the box would sit on the text it floats over: it docks where config puts it, its popovers open below.
  '@media': { [SMALL_SCREEN]: { position: 'static' } },
  // Nothing floats in care mode (docs/decisions/031): the box stays where config puts it.
  selectors: { '[data-care] &': { position: 'static' } },
});
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 2,
  '@media': { [SMALL_SCREEN]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm } },
});
export const entry = style({ position: 'relative', '@media': { [SMALL_SCREEN]: { flex: '1 1 160px' } } });
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
  '@media': {
    [SMALL_SCREEN]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      width: '100%',
      minHeight: TAP,
      fontSize: vars.font.base,
      borderRadius: vars.radius.sm,
    },
  },
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
  '@media': { [SMALL_SCREEN]: { position: 'static', marginRight: 0, marginTop: vars.space.xs, boxShadow: 'none' } },
});
/** Popover widths of spec s9: 146 px for the QR code, 166 px for the phone lines. */
export const qrPopover = style([
  popover,
  { width: 146, textAlign: 'center', '@media': { [SMALL_SCREEN]: { width: 'auto' } } },
]);
export const phonePopover = style([popover, { width: 166, '@media': { [SMALL_SCREEN]: { width: 'auto' } } }]);
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
export const number = style({
  fontWeight: 600,
  fontSize: vars.font.base,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [SMALL_SCREEN]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP } },
});
export const hours = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.small, color: vars.color.muted });
