import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const figures = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
});
export const figure = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '2px',
  padding: vars.space.sm,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
});
export const label = style({ color: vars.color.muted, fontSize: vars.font.small });
export const total = style({ margin: 0, fontSize: vars.font.title, fontWeight: 700, color: vars.color.brandDark });
export const today = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small });
