import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const detail = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: '22px', color: vars.color.text, overflowWrap: 'anywhere' });
export const sub = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.title, color: vars.color.brandDark });
export const money = style({ color: vars.color.accent, fontWeight: 600 });
export const tags = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const tag = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.small,
});
export const actions = style({ margin: `${vars.space.md} 0 0` });
