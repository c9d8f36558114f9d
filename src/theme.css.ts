import { createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';

/**
 * The font list (decision 040): the CJK families that ship with Linux and with Chinese Linux desktops first. Care
 * mode (src/care/care.css.ts) reassigns the theme's variables and gives this list again.
 */
export const FONT_BODY =
  '"Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif';

/** Design tokens. Colours meet WCAG AA contrast on white. */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#0b5cad',
    brandDark: '#084783',
    text: '#1f2933',
    muted: '#52606d',
    border: '#d9e2ec',
    surface: '#ffffff',
    page: '#f4f6f9',
    danger: '#b42318',
    accent: '#c2410c',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '4px', md: '8px' },
  font: {
    // The CJK families that ship with Linux and with Chinese Linux desktops first: there each family the browser
    // tries is a synchronous call to the font service, two more per font size and weight while the first screen is
    // laid out (decision 040). Elsewhere a family that is not installed costs a lookup in the browser's own process.
    body: FONT_BODY,
    small: '13px',
    base: '15px',
    title: '18px',
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.base,
  color: vars.color.text,
  background: vars.color.page,
  lineHeight: 1.6,
});
globalStyle('a', { color: vars.color.brand });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' });

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
