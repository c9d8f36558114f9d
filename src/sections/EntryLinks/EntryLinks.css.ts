import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
export const link = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  fontSize: vars.font.title,
  background: vars.color.brand,
  color: '#ffffff',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandDark } },
});
