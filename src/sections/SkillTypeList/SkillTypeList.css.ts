import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, textDecoration: 'underline' },
    '&[aria-current="page"]': { borderColor: vars.color.brand, fontWeight: 600 },
  },
});
