import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
});
export const field = style({ display: 'grid', gap: '2px' });
export const label = style({ fontSize: vars.font.small, color: vars.color.muted });
export const input = style({
  font: 'inherit',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  minWidth: '160px',
});
export const apply = style({
  font: 'inherit',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: '#fff',
  cursor: 'pointer',
});
// The district's levels (AreaPicker) sit in the bar's row, each select as wide and tall as the bar's other inputs.
export const area = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
globalStyle(`${area} select`, { minWidth: '140px', minHeight: '36px', fontSize: vars.font.base });
