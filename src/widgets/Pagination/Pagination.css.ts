import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../small-screen';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  justifyContent: 'center',
});
export const summary = style({ color: vars.color.muted, fontSize: vars.font.small, marginRight: vars.space.sm });
export const gap = style({ color: vars.color.muted, padding: `0 ${vars.space.xs}` });
export const button = style({
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
  boxSizing: 'border-box',
  minWidth: '36px',
  minHeight: '36px',
  '@media': { [SMALL_SCREEN]: { minWidth: '44px', minHeight: '44px' } },
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: '#fff',
      fontWeight: 600,
    },
    '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed', background: vars.color.page },
  },
});
