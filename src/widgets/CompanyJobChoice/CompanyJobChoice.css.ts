import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const state = style({ margin: 0, color: vars.color.muted });
export const failed = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const failure = style({ margin: 0, color: vars.color.danger });
export const retry = style({
  font: 'inherit',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '32px' });
export const box = style({ width: '20px', height: '20px', margin: 0, flex: 'none' });
export const money = style({ color: vars.color.muted, fontSize: vars.font.small });
