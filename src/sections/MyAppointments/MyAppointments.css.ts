import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

// The same frame as the data sections (SectionFrame): this one draws its own states.
export const frame = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.title,
  color: vars.color.brandDark,
});
export const note = style({ color: vars.color.muted, padding: `${vars.space.md} 0`, margin: 0 });

export const panel = style({ paddingTop: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px dashed ${vars.color.border}`,
});
export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const name = style({ margin: 0, fontSize: vars.font.base, fontWeight: 600, color: vars.color.text });
// The status in words, in a bordered badge: never colour alone.
export const status = style({
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  color: vars.color.brandDark,
  fontSize: vars.font.small,
  fontWeight: 600,
  selectors: { '&[data-status="0"]': { borderColor: vars.color.muted, color: vars.color.muted } },
});
export const feedback = style({
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.page,
});
export const feedbackHead = style({
  margin: 0,
  fontWeight: 600,
  fontSize: vars.font.small,
  color: vars.color.brandDark,
});
export const feedbackText = style({ margin: 0 });
export const pending = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.muted}`,
  background: vars.color.page,
  color: vars.color.muted,
});
