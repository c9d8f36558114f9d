import { style } from '@vanilla-extract/css';
import * as s from '../shared/studio.css';

/** At the top of the studio's left column, in the flow (it covers nothing), closed in one click. */
export const signInNotice = style([s.notice, { display: 'flex', gap: 12, alignItems: 'flex-start' }]);

export const stepForm = style({ maxWidth: 360, margin: '0 auto', textAlign: 'left' });
