import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/**
 * In the content column, lined up with the sections' boxes below it (issue 22 item 11): the page's column is 1200 px
 * with 16 px padding (PageView.css.ts `page`), so the toolbar is 1168 px at most, 16 px in from the window's edges
 * on narrower screens. Full-bleed, its buttons sat at the window's left edge, away from what they read.
 */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: `min(1168px, 100% - 2 * ${vars.space.md})`,
  marginInline: 'auto',
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: '#ffffff',
  border: '2px solid #000000',
  borderRadius: vars.radius.md,
});
export const button = style({
  font: 'inherit',
  fontSize: '18px',
  fontWeight: 700,
  minHeight: 48,
  minWidth: 48,
  padding: `0 ${vars.space.md}`,
  color: '#ffffff',
  background: '#002b57',
  border: '2px solid #002b57',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[aria-pressed="true"]': { background: '#ffffff', color: '#002b57' },
    '&:disabled': { background: '#ffffff', color: '#333333', borderColor: '#595959', cursor: 'not-allowed' },
  },
});
export const notice = style({ margin: 0, fontSize: '18px', color: '#000000' });
/** At the foot of the window; the page gets room below its end so the bar covers nothing (see below). */
export const magnifier = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 60,
  minHeight: 96,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: '36px',
  lineHeight: 1.4,
  fontWeight: 700,
  color: '#000000',
  background: '#ffff99',
  borderTop: '3px solid #000000',
  overflowWrap: 'anywhere',
});
globalStyle('html[data-magnifier] body', { paddingBottom: 120 });
