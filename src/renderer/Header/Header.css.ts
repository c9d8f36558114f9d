import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';

/** Where SMALL_SCREEN does not apply (768 px and up). */
const WIDE_SCREEN = 'screen and (min-width: 768px)';

/** A finger's width (WCAG 2.5.5): the header's tap targets on small screens. */
const TAP = '44px';

/** Background opacity, set from the scroll position (spec s2: scroll / 10). */
export const opacity = createVar();

export const header = style({
  vars: { [opacity]: '1' },
  position: 'sticky',
  top: 0,
  zIndex: 20,
  color: vars.color.text,
  // On a phone a sticky header of three rows would keep a sixth of the screen from the content: it scrolls away.
  '@media': { [SMALL_SCREEN]: { position: 'relative' } },
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: vars.color.surface,
    opacity,
    boxShadow: '0 1px 4px rgba(15, 23, 42, 0.12)',
  },
});
export const skip = style({
  position: 'absolute',
  left: '-9999px',
  top: 0,
  selectors: {
    '&:focus': {
      left: vars.space.md,
      top: vars.space.sm,
      background: vars.color.surface,
      padding: vars.space.sm,
      zIndex: 30,
    },
  },
});
export const top = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  '@media': { [SMALL_SCREEN]: { gap: vars.space.sm, padding: `${vars.space.xs} ${vars.space.md}` } },
});
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.brandDark,
  fontWeight: 700,
  fontSize: '18px',
  marginRight: 'auto',
  '@media': { [SMALL_SCREEN]: { minHeight: TAP, minWidth: 0, fontSize: '16px', lineHeight: 1.3 } },
});
export const logoImage = style({ height: '40px', width: 'auto' });
export const titleImage = style({ height: '40px', width: 'auto', maxWidth: '60vw', objectFit: 'contain' });
export const search = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
  // One row across the screen, below the logo: the select and the button keep their size, the input takes the rest.
  '@media': { [SMALL_SCREEN]: { order: 1, flex: '1 1 100%', minWidth: 0 } },
});
export const searchSelect = style({
  font: 'inherit',
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  padding: `0 ${vars.space.sm}`,
  '@media': { [SMALL_SCREEN]: { flex: 'none', maxWidth: '40%', minHeight: TAP } },
});
export const searchInput = style({
  font: 'inherit',
  border: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  width: '240px',
  maxWidth: '50vw',
  // The English placeholder ("search the jobs or companies you want") is 260 px at 15 px: it fits whole (issue 22
  // item 12). There is room for it at 1366: the row's other parts are narrower in English than the logo is.
  '@media': {
    [WIDE_SCREEN]: { selectors: { ':lang(en) &': { width: '290px' } } },
    [SMALL_SCREEN]: { flex: '1 1 auto', width: 'auto', maxWidth: 'none', minWidth: 0, minHeight: TAP },
  },
});
export const searchButton = style({
  font: 'inherit',
  border: 'none',
  background: vars.color.brand,
  color: '#fff',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  '@media': { [SMALL_SCREEN]: { flex: 'none', minWidth: TAP, minHeight: TAP } },
});
export const locale = style({ display: 'flex', gap: '2px' });
export const localeButton = style({
  font: 'inherit',
  fontSize: vars.font.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  padding: `2px ${vars.space.sm}`,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandDark, color: '#fff', borderColor: vars.color.brandDark },
  },
  '@media': { [SMALL_SCREEN]: { minHeight: TAP, minWidth: TAP } },
});
/** The care-mode switch: easy to find (issue 12), so it stands out from the language buttons beside it. */
export const careButton = style([
  localeButton,
  {
    fontSize: vars.font.base,
    fontWeight: 700,
    color: vars.color.brandDark,
    borderColor: vars.color.brandDark,
  },
]);
