import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const tabs = style({ display: 'grid', gap: vars.space.sm });
export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});
export const tab = style({
  font: 'inherit',
  minHeight: '40px',
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
export const note = style({ color: vars.color.muted, padding: `${vars.space.md} 0`, margin: 0 });
// The last category's articles while the next one's are on their way.
export const stale = style({ opacity: 0.6 });
