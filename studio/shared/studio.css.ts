import { globalStyle, style } from '@vanilla-extract/css';

const blue = '#1d4f91';
const line = '#c9d3e0';

globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif',
  color: '#1f2933',
});

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gridTemplateColumns: 'minmax(240px, 22%) 1fr minmax(300px, 26%)',
  gridTemplateAreas: '"bar bar bar" "left centre right"',
  height: '100vh',
});
export const bar = style({
  gridArea: 'bar',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  background: blue,
  color: '#fff',
});
export const barTitle = style({ fontSize: 18, margin: '0 12px 0 0' });
export const barGroup = style({ display: 'flex', gap: 6, alignItems: 'center' });
export const spacer = style({ flex: 1 });
export const left = style({
  gridArea: 'left',
  display: 'grid',
  gridTemplateRows: 'minmax(120px, 38%) 1fr',
  overflow: 'hidden',
  borderRight: `1px solid ${line}`,
});
export const leftPart = style({ overflow: 'auto', padding: '0 12px 12px', borderBottom: `1px solid ${line}` });
export const centre = style({
  gridArea: 'centre',
  overflow: 'hidden',
  background: '#eef2f7',
  display: 'flex',
  flexDirection: 'column',
});
export const right = style({ gridArea: 'right', overflow: 'auto', borderLeft: `1px solid ${line}`, padding: 12 });
export const button = style({
  minHeight: 32,
  padding: '4px 12px',
  border: `1px solid ${line}`,
  borderRadius: 4,
  background: '#fff',
  color: '#1f2933',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: '#5f6b7a', background: '#eef1f5' },
    '&:focus-visible': { outline: '3px solid #f0a500', outlineOffset: 1 },
    // A switch that is on (the view, the language) looks it.
    '&[aria-pressed="true"]': { background: '#dbe7f7', borderColor: '#1d4f91', fontWeight: 600 },
  },
});
export const primary = style([button, { background: '#0b6e3d', color: '#fff', borderColor: '#0b6e3d' }]);
export const status = style({ fontSize: 14 });
export const problemBadge = style({
  background: '#fde8e8',
  color: '#8a1c1c',
  borderRadius: 10,
  padding: '2px 8px',
  fontSize: 13,
});
export const okBadge = style({
  background: '#e3f4ea',
  color: '#0b5a32',
  borderRadius: 10,
  padding: '2px 8px',
  fontSize: 13,
});
export const centreMessage = style({
  maxWidth: 420,
  margin: '15vh auto',
  padding: 24,
  border: `1px solid ${line}`,
  borderRadius: 8,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 12 });
export const input = style({ padding: '6px 8px', border: `1px solid #8795a8`, borderRadius: 4, font: 'inherit' });
export const error = style({ color: '#a61b1b' });
export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.4)' });
export const dialog = style({
  position: 'fixed',
  top: '10vh',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'min(640px, 92vw)',
  maxHeight: '80vh',
  overflow: 'auto',
  background: '#fff',
  borderRadius: 8,
  padding: 20,
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.25)',
});
export const changeList = style({ margin: '8px 0 16px', paddingLeft: 20, lineHeight: 1.7 });
export const actions = style({ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 12 });
export const notice = style({ padding: '8px 12px', background: '#fff7e0', borderBottom: `1px solid #f0d48a` });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const subheading = style({ fontSize: 15, margin: '12px 0 4px' });
export const meta = style({ fontSize: 13, color: '#4a5563' });
/** The quiet "draft saved" state in the bar (white on the bar's blue). */
export const saveState = style({ fontSize: 13, opacity: 0.9 });
export const barAlert = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  background: '#fde8e8',
  color: '#8a1c1c',
  borderRadius: 4,
  padding: '2px 8px',
  fontSize: 13,
});
export const stateBadge = style({
  background: '#fff7e0',
  color: '#6b4a00',
  border: '1px solid #f0d48a',
  borderRadius: 10,
  padding: '0 8px',
  fontSize: 13,
  whiteSpace: 'nowrap',
});
/** The count of submissions waiting, on the 审核 button. */
export const countBadge = style({
  marginInlineStart: 6,
  background: '#a61b1b',
  color: '#fff',
  borderRadius: 10,
  padding: '0 7px',
  fontSize: 12,
  fontWeight: 700,
});
export const plainList = style({ listStyle: 'none', margin: '8px 0', padding: 0 });
export const listItem = style({ padding: '8px 0', borderBottom: `1px solid ${line}` });
