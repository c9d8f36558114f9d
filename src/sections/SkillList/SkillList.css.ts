import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
});
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.brand } },
});
