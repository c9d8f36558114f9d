import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** Background opacity, set from the scroll position (spec s2: scroll / 10). */
export const opacity = createVar();

export const header = style({
  vars: { [opacity]: '1' },
  position: 'sticky',
  top: 0,
  zIndex: 20,
  color: vars.color.text,
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
});
export const logoImage = style({ height: '40px', width: 'auto' });
export const search = style({
  display: 'flex',
  alignItems: 'stretch',
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const searchSelect = style({
  font: 'inherit',
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  padding: `0 ${vars.space.sm}`,
});
export const searchInput = style({
  font: 'inherit',
  border: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  width: '240px',
  maxWidth: '50vw',
});
export const searchButton = style({
  font: 'inherit',
  border: 'none',
  background: vars.color.brand,
  color: '#fff',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
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
});
export const nav = style({ background: vars.color.brand });
export const tabs = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px',
});
export const tab = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: '#fff',
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    '&[aria-current="page"]': { background: vars.color.brandDark, boxShadow: 'inset 0 -3px 0 #fff' },
  },
});
