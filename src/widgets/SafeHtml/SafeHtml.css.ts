import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** Content bodies: readable spacing; images shrink to the column, wide tables scroll inside it (keeping table semantics). */
export const rich = style({ lineHeight: 1.8, overflowWrap: 'anywhere', overflowX: 'auto' });

globalStyle(`${rich} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${rich} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${rich} table`, { borderCollapse: 'collapse' });
globalStyle(`${rich} th, ${rich} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
});
globalStyle(`${rich} h3, ${rich} h4, ${rich} h5, ${rich} h6`, {
  fontSize: vars.font.base,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${rich} blockquote`, {
  margin: `0 0 ${vars.space.sm}`,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.muted,
});
