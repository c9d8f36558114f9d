/**
 * The page's entry, as small as it can be. A page the server rendered (decision 025) paints before any of the
 * portal's code is fetched: the server lists that code, inert, in a <template> (`PAGE_CODE_ID`), and it is asked
 * for once the browser has drawn the server's markup. On a phone's slow connection the HTML, then the banner image,
 * then 160 kB of JavaScript, instead of all at once with the paint waiting (decision 030). A page without server
 * markup (`npm start`, or a failed render) starts at once.
 */
import { PAGE_CODE_ID } from './renderer/page-code';

const start = () => void import('./start');
const code = document.getElementById(PAGE_CODE_ID);
if (code instanceof HTMLTemplateElement && document.visibilityState === 'visible') {
  // The frame's callback runs before its paint; the task it schedules runs after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.head.append(code.content);
      start();
    }, 0),
  );
} else {
  if (code instanceof HTMLTemplateElement) document.head.append(code.content);
  start();
}
