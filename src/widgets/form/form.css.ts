import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '880px' });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
});
export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});
export const wide = style({ gridColumn: '1 / -1' });
export const label = style({ fontWeight: 600, padding: 0 });
export const optional = style({ fontWeight: 400, color: vars.color.muted });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small });
// Errors are words, with a bar beside them: never colour alone.
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  borderLeft: `4px solid ${vars.color.danger}`,
  paddingLeft: vars.space.sm,
});

export const control = style({
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});
export const textarea = style([control, { minHeight: '120px', resize: 'vertical' }]);

export const summary = style({
  margin: 0,
  padding: vars.space.md,
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  fontWeight: 600,
});
export const actions = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const submit = style({
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  background: vars.color.brand,
  border: 0,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    '&:disabled': { background: vars.color.muted, cursor: 'progress' },
  },
});
export const result = style({ outline: 'none' });
export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.brandDark,
  fontWeight: 600,
});
export const failure = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: 600,
});

export const areaRow = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
});
export const areaLevel = style({ display: 'grid', gap: '2px', fontSize: vars.font.small });
globalStyle(`${areaLevel} > span`, { color: vars.color.muted });
export const login = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.page,
  borderRadius: vars.radius.sm,
});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
