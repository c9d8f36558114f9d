import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
});
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const name = style({ margin: 0, fontSize: vars.font.base });
export const booth = style({ color: vars.color.muted, fontSize: vars.font.small, flexShrink: 0 });
export const jobs = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
});
/** Name, salary and the apply button, on one line. */
export const job = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  minWidth: 0,
});
export const money = style({ color: vars.color.accent, flexShrink: 0, fontSize: vars.font.small });
export const none = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted, fontSize: vars.font.small });
