import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../small-screen';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  // One line on a phone (decision 058): the numbers are hidden there, and what is left fits 360 px.
  '@media': { [SMALL_SCREEN]: { flexWrap: 'nowrap', whiteSpace: 'nowrap' } },
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  justifyContent: 'center',
});
export const summary = style({ color: vars.color.muted, fontSize: vars.font.small, marginRight: vars.space.sm });
export const gap = style({
  color: vars.color.muted,
  padding: `0 ${vars.space.xs}`,
  '@media': { [SMALL_SCREEN]: { display: 'none' } },
});
/** "4/114": shown on small screens only, where the page numbers are not. */
export const position = style({
  display: 'none',
  padding: `0 ${vars.space.xs}`,
  fontWeight: 600,
  '@media': { [SMALL_SCREEN]: { display: 'inline' } },
});
/** A page number's link: hidden on small screens, where `position` says where the reader is. */
export const number = style({ '@media': { [SMALL_SCREEN]: { display: 'none' } } });
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
