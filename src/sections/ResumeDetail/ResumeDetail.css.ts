import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const detail = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: '22px', color: vars.color.text, overflowWrap: 'anywhere' });
export const sub = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.title, color: vars.color.brandDark });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', columnGap: vars.space.lg });
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const photo = style({
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const entry = style({
  display: 'grid',
  gap: '2px',
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
});
export const entryHead = style({ fontWeight: 600 });
export const meta = style({ color: vars.color.muted, fontSize: vars.font.small });
export const text = style({ margin: 0, whiteSpace: 'pre-line' });
export const phone = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const note = style({ marginInlineStart: vars.space.xs, color: vars.color.muted, fontSize: vars.font.small });
