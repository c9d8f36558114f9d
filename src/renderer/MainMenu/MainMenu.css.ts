import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';

/** Where SMALL_SCREEN does not apply (768 px and up). */
const WIDE_SCREEN = 'screen and (min-width: 768px)';

/** A finger's width (WCAG 2.5.5): every tap target of the menu on small screens. */
const TAP = '44px';

export const nav = style({ background: vars.color.brand });
/** The fold-out button: small screens only; wide screens show the tabs as they always did. */
export const toggle = style({
  display: 'none',
  '@media': { [SMALL_SCREEN]: { display: 'block', padding: `0 ${vars.space.md}` } },
});
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: TAP,
  width: 'fit-content',
  padding: `0 ${vars.space.sm}`,
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.brandDark },
  },
});
/** Three bars drawn with borders: the usual menu sign, no image to load. */
export const bars = style({
  width: '18px',
  height: '14px',
  borderTop: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  backgroundImage: 'linear-gradient(currentColor, currentColor)',
  backgroundSize: '100% 2px',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});
export const tabs = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px',
  '@media': {
    [WIDE_SCREEN]: { selectors: { ':lang(en) &': { flexWrap: 'nowrap' } } },
    [SMALL_SCREEN]: {
      display: 'none',
      padding: `0 0 ${vars.space.sm}`,
      selectors: { [`${toggle}[open] + &`]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  },
});
export const tab = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    '&[aria-current="page"]': { background: vars.color.brandDark, boxShadow: 'inset 0 -3px 0 #fff' },
  },
  '@media': {
    // English labels are about twice as wide as the Chinese ones (about 1,030 px for the twelve at 15 px): at 14 px
    // with 7 px either side they fit one row at 1366 (issue 22 item 12, decision 058). On a narrower wide screen a
    // long label wraps inside its tab rather than the row wrapping (`tabs` does not wrap in English). Phones list
    // the tabs in two columns (below).
    [WIDE_SCREEN]: {
      selectors: {
        ':lang(en) &': { paddingInline: '7px', fontSize: '14px', whiteSpace: 'normal', textAlign: 'center' },
      },
    },
    [SMALL_SCREEN]: {
      display: 'flex',
      alignItems: 'center',
      minHeight: TAP,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
  },
});
