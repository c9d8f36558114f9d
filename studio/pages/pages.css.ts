import { style } from '@vanilla-extract/css';

const line = '#c9d3e0';

/** A group of choices (the page's content, its links) with its legend. */
export const group = style({ border: `1px solid ${line}`, borderRadius: 6, padding: '8px 12px', margin: '0 0 12px' });
export const legend = style({ padding: '0 4px', fontSize: 14 });
/** A checkbox or radio with its words on one line. */
export const choice = style({ display: 'flex', alignItems: 'center', gap: 6, padding: '3px 0' });
export const indented = style({ marginLeft: 24 });
/** The selected page's links and removal, under its row in the page list. */
export const settings = style([group, { margin: '4px 0 8px', padding: '6px 10px', fontSize: 14 }]);
export const note = style({ fontSize: 13, color: '#4a5563', margin: '4px 0' });
export const address = style({ fontSize: 13, color: '#4a5563', margin: '-6px 0 12px', wordBreak: 'break-all' });
export const linkList = style({ margin: '8px 0', paddingLeft: 20, lineHeight: 1.7 });
export const danger = style({ background: '#a61b1b', color: '#fff', borderColor: '#a61b1b' });
export const tools = style({ display: 'flex', gap: 6, margin: '0 0 8px' });
