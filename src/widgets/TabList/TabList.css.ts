import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});
export const tab = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  marginBottom: '-2px',
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'none',
  color: vars.color.muted,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brandDark, fontWeight: 600, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.brandDark },
  },
});
