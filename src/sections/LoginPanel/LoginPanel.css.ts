import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN } from '../../widgets/small-screen';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const heading = style({ margin: 0, fontSize: vars.font.title, color: vars.color.brandDark });

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  borderBottom: `1px solid ${vars.color.border}`,
});
const selectedTab = { color: vars.color.brandDark, borderBottomColor: vars.color.brand };
const unselectedTab = { color: vars.color.muted, borderBottomColor: 'transparent' };
/**
 * Until the visitor picks a tab, `data-default` says which one shows: "wide" (QR) above the small-screen width,
 * "small" (password) below it (decision 058). CSS decides, as the server does not know the width.
 */
export const tab = style({
  font: 'inherit',
  fontWeight: 600,
  padding: vars.space.sm,
  border: 'none',
  background: 'none',
  color: vars.color.muted,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  selectors: {
    '&[aria-selected="true"]:not([data-default])': selectedTab,
    '&[data-default="wide"]': selectedTab,
  },
  '@media': {
    [SMALL_SCREEN]: {
      selectors: { '&[data-default="wide"]': unselectedTab, '&[data-default="small"]': selectedTab },
    },
  },
});
export const tabPanel = style({
  paddingTop: vars.space.sm,
  selectors: { '&[data-default="small"]': { display: 'none' } },
  '@media': {
    [SMALL_SCREEN]: {
      selectors: { '&[data-default="wide"]': { display: 'none' }, '&[data-default="small"]': { display: 'block' } },
    },
  },
});
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.small,
});

export const form = style({ display: 'grid', gap: vars.space.sm });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.font.small });
export const input = style({
  font: 'inherit',
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});
// Problems are words with a bar beside them, never colour alone.
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.small,
  fontWeight: 600,
  borderLeft: `3px solid ${vars.color.danger}`,
  paddingLeft: vars.space.sm,
});
export const submit = style({
  font: 'inherit',
  fontWeight: 600,
  minHeight: '44px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: '#fff',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandDark },
    '&[aria-disabled="true"]': { background: vars.color.muted, cursor: 'progress' },
  },
});

export const account = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const avatar = style({
  width: '72px',
  height: '72px',
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});
export const avatarFallback = style([
  avatar,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.brand,
    color: '#fff',
    fontSize: '28px',
    fontWeight: 700,
  },
]);
export const name = style({ margin: 0, fontWeight: 700, fontSize: vars.font.title, overflowWrap: 'anywhere' });
export const phone = style({ margin: 0, color: vars.color.muted });
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, width: '100%' });
const action = {
  font: 'inherit',
  display: 'grid',
  placeItems: 'center',
  minHeight: '40px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  textDecoration: 'none',
  fontWeight: 600,
} as const;
export const primary = style({
  ...action,
  border: 'none',
  background: vars.color.brand,
  color: '#fff',
  selectors: { '&:hover': { background: vars.color.brandDark } },
});
export const secondary = style({
  ...action,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
});
