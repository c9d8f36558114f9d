import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const wrap = style({ display: 'grid', gap: vars.space.md, paddingTop: vars.space.xs });
export const types = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const type = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    // The current type is marked by weight, fill and underline, not by colour alone.
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: '#fff',
      fontWeight: 600,
      textDecoration: 'underline',
    },
  },
});
export const heading = style({ margin: 0, fontSize: vars.font.title });
