/** The admin's dialogs: wider than the studio's (tables of accounts and log entries), in the studio's colours. */
import { style } from '@vanilla-extract/css';
import { dialog, problemBadge } from '../shared/studio.css';

const line = '#c9d3e0';

export const wideDialog = style([dialog, { width: 'min(1040px, 96vw)', top: '5vh', maxHeight: '90vh' }]);
export const table = style({ width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px', fontSize: 14 });
export const cell = style({
  borderBottom: `1px solid ${line}`,
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
});
export const headCell = style([cell, { background: '#eef2f7', fontWeight: 600, whiteSpace: 'nowrap' }]);
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: 6 });
/** The studio's problem badge, kept on one line in the table. */
export const disabledMark = style([problemBadge, { whiteSpace: 'nowrap' }]);
export const section = style({
  border: `1px solid ${line}`,
  borderRadius: 6,
  padding: '8px 12px 12px',
  margin: '12px 0',
});
export const sectionTitle = style({ fontSize: 16, margin: '4px 0 8px' });
export const formRow = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' });
export const hint = style({ fontSize: 13, color: '#4a5563', margin: 0 });
export const fieldError = style({ fontSize: 13, color: '#a61b1b', margin: 0 });
export const warning = style({
  padding: '8px 12px',
  background: '#fff7e0',
  border: '1px solid #f0d48a',
  borderRadius: 4,
});
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', margin: '8px 0' });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: '4px 12px',
  border: `1px solid ${line}`,
  borderRadius: 4,
  color: '#1d4f91',
  selectors: { '&:focus-visible': { outline: '3px solid #f0a500', outlineOffset: 1 } },
});
export const filterButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  alignItems: 'center',
  marginBottom: 12,
});
