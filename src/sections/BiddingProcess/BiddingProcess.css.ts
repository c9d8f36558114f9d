import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.md });
export const step = style({
  paddingLeft: vars.space.xs,
  selectors: { '&::marker': { color: vars.color.brand, fontWeight: 700 } },
});
export const title = style({ margin: 0, fontSize: vars.font.base });
export const text = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });
