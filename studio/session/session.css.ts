import { style } from '@vanilla-extract/css';

/** At the top of the studio's left column, in the flow (it covers nothing), closed in one click. */
export const signInNotice = style({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '8px 12px',
  background: '#fff7e0',
  borderBottom: '1px solid #f0d48a',
});

export const stepForm = style({ maxWidth: 360, margin: '0 auto', textAlign: 'left' });
