/**
 * The page's entry, as small as it can be. A page the server rendered (decision 025) paints before any of the
 * portal's code is fetched: the server lists that code, inert, in a <template> (`PAGE_CODE_ID`), and it is asked
 * for once the browser has drawn the server's markup. On a phone's slow connection the HTML, then the banner image,
 * then 160 kB of JavaScript, instead of all at once with the paint waiting (decision 030). A page without server
 * markup (`npm start`, or a failed render) starts at once. The links go into the head in one task: spreading them
 * over several (decision 038) showed no significant gain in the bench's A/B and is gone.
 */
import { codeForNow, PAGE_CODE_ID } from './renderer/page-code';
import { markIfClosed } from './sections/SidePanel/closed-mark';

/** How long the entry waits for the first frame before it asks for the code anyway, in milliseconds. */
const FRAME_WAIT_MS = 500;

const start = () => void import('./start');

// A side panel closed earlier in this visit is hidden from the first paint, its code still to come (decision 098).
markIfClosed();

/** Puts the listed code's links into the head, then starts (the start-up's own chunks are among them). */
function askForCode(links: Element[]) {
  // A far section's code waits until the section comes near (decision 090).
  document.head.append(...codeForNow(links));
  start();
}

const code = document.getElementById(PAGE_CODE_ID);
if (code instanceof HTMLTemplateElement) {
  const links = [...code.content.children];
  if (document.visibilityState === 'visible') {
    // The frame's callback runs before its paint; the task it schedules runs after it. A frame that never comes (a
    // tab hidden at that very moment, a browser that draws nothing) does not keep the page from starting.
    let asked = false;
    const askOnce = () => {
      if (asked) return;
      asked = true;
      askForCode(links);
    };
    requestAnimationFrame(() => setTimeout(askOnce, 0));
    setTimeout(askOnce, FRAME_WAIT_MS);
  } else askForCode(links);
} else start();
