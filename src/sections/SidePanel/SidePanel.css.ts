import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';
import { CLOSED_MARK } from './closed-mark';

/** A finger's width (WCAG 2.5.5): tap targets on small screens. */
const TAP = '44px';

export const panel = style({
  position: 'fixed',
  right: 0,
  top: '30%',
  zIndex: 20,
  // 88 px, or as wide as the hotline's number needs: an 11-digit mobile number at 13 px is wider than 80 px.
  width: 'max-content',
  minWidth: 88,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  boxShadow: '0 4px 16px rgba(31, 41, 51, 0.12)',
  // Nothing floats in care mode (docs/decisions/031; the shipped config hides the panel there).
  selectors: { '[data-care] &': { position: 'static', width: 'auto' } },
  // On a phone an 88 px strip at the edge would cover a fifth of the text: the panel docks where config puts it.
  '@media': {
    [SMALL_SCREEN]: {
      position: 'static',
      width: 'auto',
      padding: vars.space.sm,
      borderRight: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: 'none',
    },
  },
});

// Closed earlier in this visit: hidden from the first paint, before its code has come (closed-mark.ts).
globalStyle(`html[${CLOSED_MARK}] ${panel}`, { display: 'none' });
export const close = style({
  justifySelf: 'end',
  width: 24,
  height: 24,
  padding: 0,
  font: 'inherit',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.muted,
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.muted } },
  '@media': { [SMALL_SCREEN]: { width: TAP, height: TAP } },
});
export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))' } },
});
export const item = style({
  display: 'grid',
  justifyItems: 'center',
  gap: 2,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  textAlign: 'center',
  fontSize: vars.font.small,
  selectors: { '&:hover': { background: vars.color.page } },
});
export const icon = style({
  width: 40,
  height: 40,
  objectFit: 'contain',
  selectors: { [`${item}:hover &`]: { display: 'none' } },
});
export const hoverIcon = style({
  width: 40,
  height: 40,
  objectFit: 'contain',
  display: 'none',
  selectors: { [`${item}:hover &`]: { display: 'block' } },
});
export const glyph = style({ fontSize: 28, lineHeight: '40px', color: vars.color.brand });
/** One line: a number broken across two is misread (issue 22 item 13). */
export const phone = style({
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '@media': { [SMALL_SCREEN]: { display: 'inline-flex', alignItems: 'center', minHeight: TAP } },
});
