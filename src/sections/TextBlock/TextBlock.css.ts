import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css';

/** The block's headings step down from the section's own h2 title; lists keep their markers. */
export const block = style({ padding: `${vars.space.xs} 0` });

// h3 and h4 take the content bodies' rule (SafeHtml's `rich`); an h2 steps down to just above them.
globalStyle(`${block} h2`, { fontSize: '1.15em', fontWeight: 700, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${block} ul, ${block} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: '1.5em' });
globalStyle(`${block} a`, { color: vars.color.brand });
