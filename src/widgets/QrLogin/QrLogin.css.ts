import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const root = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm });
/**
 * Spec s4, s9: "the QR is drawn at 350 x 250". QR codes are square, so a 250 px code (QR_CODE_SIZE, qr-image-url.ts) sits centred in
 * this 350 x 250 frame: the frame keeps the spec's size on the page, the code fills its height undistorted.
 */
export const box = style({
  width: '350px',
  maxWidth: '100%',
  height: '250px',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});
export const code = style({ display: 'block', width: '250px', height: '250px', maxWidth: '100%' });
/** The code's image while it loads: fetched, not shown (the placeholder stands in its place). */
export const pending = style({ display: 'none' });
/** Where the code will be, the size it will be, until it is drawn: a frame that is never empty. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '250px',
  height: '250px',
  maxWidth: '100%',
  padding: vars.space.md,
  textAlign: 'center',
  fontSize: vars.font.small,
  color: vars.color.muted,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.page,
  selectors: { [`${code} + &`]: { display: 'none' } },
});
export const status = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted, textAlign: 'center' });
export const failed = style({ color: vars.color.danger, fontWeight: 600 });
export const refresh = style({
  font: 'inherit',
  fontSize: vars.font.small,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
});
