import { style } from '@vanilla-extract/css';
import * as s from '../shared/studio.css';

/** At the top of the studio's left column, in the flow (it covers nothing), closed in one click. The button under the
 * text: beside it, in the 300 px column, 关闭登录提醒 wrapped to one character a line. */
export const signInNotice = style([
  s.notice,
  { display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' },
]);

export const stepForm = style({ maxWidth: 360, margin: '0 auto', textAlign: 'left' });
