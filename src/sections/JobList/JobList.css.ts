import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  /**
   * At most three columns, and fewer only where a column would be narrower than 220 px (decision 058): home's nine
   * newest jobs (and the search's twelve a page) fill whole rows, 3 x 3 at 1366 and on any wider screen (the page
   * is 1200 px at most), and still at 768; a half-width cell gets two. Four columns left one card alone on a row.
   */
  gridTemplateColumns: `repeat(auto-fill, minmax(max(220px, (100% - 2 * ${vars.space.sm}) / 3), 1fr))`,
  '@media': { [SMALL_SCREEN]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  // Care mode (decision 031, docs/config.md): one column, inside the sections too.
  selectors: { '[data-care] &': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: 'grid',
  gap: '2px',
});
export const name = style({
  fontWeight: 600,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.brand } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const money = style({ color: vars.color.accent, fontWeight: 600 });
export const meta = style({ color: vars.color.muted, fontSize: vars.font.small });
export const company = style({
  color: vars.color.muted,
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
