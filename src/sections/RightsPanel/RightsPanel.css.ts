import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const panel = style({ display: 'grid', gap: vars.space.md });
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
});
export const entry = style({
  display: 'block',
  textAlign: 'center',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  background: vars.color.brand,
  color: '#ffffff',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.brandDark } },
});
