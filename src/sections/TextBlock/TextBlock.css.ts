import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** The block's headings step down from the section's own h2 title; lists keep their markers. */
export const block = style({ padding: `${vars.space.xs} 0` });

globalStyle(`${block} h2, ${block} h3, ${block} h4`, {
  fontSize: vars.font.base,
  fontWeight: 700,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${block} h2`, { fontSize: '1.15em' });
globalStyle(`${block} ul, ${block} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: '1.5em' });
globalStyle(`${block} a`, { color: vars.color.brand });
