import { globalStyle, style, type CSSProperties } from '@vanilla-extract/css';
import * as s from '../shared/studio.css';

const line = '#c9d3e0';

export const heading = style({ fontSize: 16, margin: '16px 0 8px' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '6px 8px',
  marginBottom: 4,
  border: `1px solid ${line}`,
  borderRadius: 4,
  background: '#fff',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: '#1d4f91', boxShadow: '0 0 0 1px #1d4f91', background: '#eef4fc' },
    '&:focus-visible': { outline: '3px solid #f0a500' },
  },
});
export const itemMeta = style({ display: 'block', fontSize: 12, color: '#4a5563' });
export const schedule = style({ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0', fontSize: 14 });
export const toolRow = style({ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 8, alignItems: 'center' });
export const form = style({ borderTop: `1px solid ${line}`, paddingTop: 8, marginTop: 12 });
export const note = style({ padding: '6px 10px', background: '#fff7e0', border: '1px solid #f0d48a', borderRadius: 4 });

/**
 * The desk on a phone (issue 32 item 4, decision 087): below this width it is one column that scrolls as a page:
 * the queue, then the chosen submission whole; the preview opens over it at the phone's width, and the decisions
 * sit at the bottom of the screen, under the thumb.
 */
export const PHONE = 'screen and (max-width: 760px)';
const onPhone = (rules: CSSProperties) => ({ '@media': { [PHONE]: rules } });

/** The desk across the shell's second row: the shell's three columns on a desktop, one column on a phone. */
export const desk = style({
  gridRow: 2,
  gridColumn: '1 / -1',
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 22%) 1fr minmax(300px, 26%)',
  gridTemplateRows: 'minmax(0, 1fr)',
  gridTemplateAreas: '"left centre right"',
  ...onPhone({ display: 'block' }),
});
// The shell around the desk lets the page scroll on a phone (its columns would be 540 px at least).
globalStyle(`${s.shell}:has(> ${desk})`, onPhone({ display: 'block', height: 'auto', minHeight: '100vh' }));
globalStyle(
  `${desk} > ${s.left}, ${desk} ${s.leftPart}, ${desk} > ${s.right}`,
  onPhone({ display: 'block', overflow: 'visible', border: 'none' }),
);
globalStyle(`${desk} > ${s.right}`, onPhone({ borderTop: `2px solid ${line}` }));
// Fingers, not pointers: every control of the desk at least 44 px high (WCAG 2.5.5).
globalStyle(`${desk} :is(button, select, input)`, onPhone({ minHeight: 44 }));

/** A change line breaks anywhere rather than widening the column (a link's address, say). */
export const changes = style({ overflowWrap: 'anywhere' });

/** The decisions on a phone: 预览, 退回 and 批准并发布 held at the bottom of the screen while the submission shows. */
export const thumbBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  gap: 8,
  margin: '16px -12px -12px',
  padding: '8px 12px calc(8px + env(safe-area-inset-bottom))',
  background: '#fff',
  borderTop: `1px solid ${line}`,
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.12)',
});
export const thumbButton = style({ flex: 1, minHeight: 48 });

/** The preview over the whole phone screen, the page at its width below the page choice, 关闭 at the bottom. */
export const previewDialog = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  background: '#eef2f7',
  padding: 8,
  boxSizing: 'border-box',
});
globalStyle(`${previewDialog} :is(button, select)`, { minHeight: 44 });
