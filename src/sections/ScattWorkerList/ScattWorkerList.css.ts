import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gap: '2px',
  paddingBottom: vars.space.sm,
  borderBottom: `1px dashed ${vars.color.border}`,
});
export const name = style({ margin: 0, fontSize: vars.font.base, fontWeight: 600, color: vars.color.text });
export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.font.small,
});
export const content = style({ margin: 0, color: vars.color.text, fontSize: vars.font.small, lineHeight: 1.6 });
