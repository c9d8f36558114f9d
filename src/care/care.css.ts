/**
 * Care mode's look (docs/decisions/031), scoped to `[data-care]` (the layout's shell, drawn by the server, and
 * <html> in the browser, for dialogs): text of 18 px and headings of 22 px or more, line height 1.7, colours of
 * 7:1 contrast or more (WCAG 2.1 AAA), controls and links 48 px tall, 4 px focus outlines, a 48 px pointer, nothing
 * that moves. Part of every page's CSS, small (well under 2 kB gzip): the first screen of a visitor in care mode is
 * drawn in it by the server.
 */
import { assignVars, globalStyle } from '@vanilla-extract/css';
import { FONT_BODY, vars } from '../theme.css';

const CARE = '[data-care]';

// (`:root[data-care]` outweighs the theme's own `:root` whatever order the stylesheets arrive in.)
globalStyle(`:root${CARE}, ${CARE}`, {
  vars: {
    ...assignVars(vars.color, {
      brand: '#003d7a',
      brandDark: '#002b57',
      text: '#000000',
      muted: '#333333',
      border: '#595959',
      surface: '#ffffff',
      page: '#ffffff',
      danger: '#8b0000',
      accent: '#7a2e00',
    }),
    // `body` keeps the theme's list, written out: `var(--body)` assigned to itself would be a cycle, which makes every
    // font-family that reads it invalid, and the page fell back to the browser's default serif (issue 22 item 11).
    ...assignVars(vars.font, { body: FONT_BODY, small: '18px', base: '18px', title: '22px' }),
  },
  fontSize: '18px',
  lineHeight: 1.7,
  background: '#ffffff',
  color: '#000000',
  cursor: 'url(/n2024/web/care-cursor.svg) 4 4, auto',
});
globalStyle(`${CARE} *`, { lineHeight: 1.7 });
globalStyle(`${CARE} :is(h1, h2, h3, h4)`, { fontSize: '22px' });
globalStyle(`${CARE} h1`, { fontSize: '28px' });
globalStyle(`${CARE} :is(a, button, summary, select, label, [role="tab"])`, {
  cursor: 'url(/n2024/web/care-pointer.svg) 17 2, pointer',
});
globalStyle(`${CARE} :is(button, input, select, textarea, summary, [role="tab"])`, {
  minHeight: '48px',
  fontSize: '18px',
});
globalStyle(`${CARE} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '48px', maxWidth: '100%' });
globalStyle(`${CARE} :focus-visible`, { outline: '4px solid #000000', outlineOffset: '2px' });
// Nothing moves in care mode, nor for anyone who asks their system for less motion.
const still = { animation: 'none !important', transition: 'none !important' };
globalStyle(`${CARE} *, ${CARE} *::before, ${CARE} *::after`, still);
globalStyle('*, *::before, *::after', { '@media': { '(prefers-reduced-motion: reduce)': still } });
