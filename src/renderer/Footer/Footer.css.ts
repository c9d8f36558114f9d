import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';
import { SMALL_SCREEN, TAP_TARGET } from '../../widgets/small-screen';

// Below the fold on arrival (main is at least a viewport tall): laid out and painted only when scrolled near.
export const footer = style({
  background: '#102a43',
  color: '#e5ecf4',
  marginTop: vars.space.xl,
  fontSize: vars.font.small,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 360px',
  // One column on a phone, about 1,140 px tall with the government parts: a smaller estimate leaves the unpainted
  // lines outside the box, where axe measures them against the page's light background.
  '@media': { [SMALL_SCREEN]: { containIntrinsicSize: 'auto 1200px' } },
});
export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
export const heading = style({ fontSize: vars.font.base, margin: `0 0 ${vars.space.sm}`, color: '#fff' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const link = style({
  color: '#e5ecf4',
  selectors: { '&:hover': { color: '#fff' } },
  '@media': { [SMALL_SCREEN]: TAP_TARGET },
});
export const codes = style({ display: 'flex', gap: vars.space.md });
export const code = style({ margin: 0, textAlign: 'center', display: 'grid', gap: vars.space.xs });
export const codeImage = style({ width: '96px', height: '96px', background: '#fff', borderRadius: vars.radius.sm });
export const bottom = style({
  borderTop: '1px solid #334e68',
  textAlign: 'center',
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});
export const text = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});
/** The government site's parts (decision 056): the 党政机关 emblem beside the lines of sponsor, filings and links. */
export const government = style({
  maxWidth: '1200px',
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  '@media': { [SMALL_SCREEN]: { flexDirection: 'column', gap: vars.space.sm } },
});
export const conac = style({ flex: 'none', display: 'block', lineHeight: 0 });
export const lines = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const withEmblem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // A tap target on a phone as the other links, its emblem kept beside its number.
  '@media': { [SMALL_SCREEN]: { display: 'inline-flex', minHeight: '44px', paddingBlock: 0 } },
});
