import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../small-screen';

/** A finger's width (WCAG 2.5.5): tap targets on small screens (docs/decisions/026). */
const TAP = '44px';

export const root = style({ position: 'relative', minWidth: 0 });
export const button = style({
  font: 'inherit',
  fontSize: vars.font.small,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '260px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  selectors: { '&[aria-expanded="true"]': { borderColor: vars.color.brand } },
  '@media': { [SMALL_SCREEN]: { minHeight: TAP, maxWidth: '100%' } },
});
export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const caret = style({ fontSize: '10px', color: vars.color.muted });
/** The unread reminder: a red dot, always with words for screen readers beside it. */
export const dot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.danger,
  flex: 'none',
});
export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 40,
  minWidth: '160px',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 6px 20px rgba(15, 23, 42, 0.15)',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  font: 'inherit',
  fontSize: vars.font.small,
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus': { background: vars.color.page, color: vars.color.brandDark } },
  '@media': { [SMALL_SCREEN]: { minHeight: TAP } },
});
/** The number of unread messages beside 'message reminder': white on the danger red (AA contrast). */
export const count = style({
  minWidth: '18px',
  padding: '0 5px',
  borderRadius: '9px',
  background: vars.color.danger,
  color: vars.color.surface,
  fontSize: '12px',
  fontWeight: 600,
  lineHeight: '18px',
  textAlign: 'center',
});
