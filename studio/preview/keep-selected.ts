/**
 * The section the studio selects, marked in the preview and brought into view (issue 21, item 3; decision 052). The
 * page draws its sections one after another (PageView reveals them in order) and their data arrives later, so the
 * section may not be there yet, and once there it may be pushed down by sections above it growing: it is waited for,
 * then kept in view while the page settles, until the editor scrolls the preview or KEEP_MS have passed.
 */
const WAIT_MS = 10_000;
const KEEP_MS = 5_000;
/** What the editor does to move the page themself: the preview stops moving it then. */
const OWN_MOVES = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/** Undoes what the last call started (an observer, a timer, listeners). */
let stopLast: () => void = () => undefined;

function keepInView(target: Element): () => void {
  const scroll = () => {
    if (target.isConnected) target.scrollIntoView({ block: 'nearest' });
  };
  scroll();
  // The body grows as sections above are drawn or fill; the target as its own data comes.
  const resized = new ResizeObserver(scroll);
  resized.observe(document.body);
  resized.observe(target);
  const stop = () => {
    resized.disconnect();
    clearTimeout(timer);
    OWN_MOVES.forEach((type) => removeEventListener(type, stop, true));
  };
  OWN_MOVES.forEach((type) => addEventListener(type, stop, { capture: true, passive: true }));
  const timer = setTimeout(stop, KEEP_MS);
  return stop;
}

/** Marks the section `id` (none: null) as selected, and brings it into view once it is drawn. */
export function markSelected(id: string | null) {
  stopLast();
  stopLast = () => undefined;
  document.querySelectorAll('[data-studio-selected]').forEach((e) => e.removeAttribute('data-studio-selected'));
  if (!id) return;
  const find = () => document.querySelector(`[data-section="${CSS.escape(id)}"]`);
  const mark = (target: Element) => {
    target.setAttribute('data-studio-selected', '');
    stopLast = keepInView(target);
  };
  const target = find();
  if (target) return mark(target);
  const drawn = new MutationObserver(() => {
    const found = find();
    if (!found) return;
    stopWaiting();
    mark(found);
  });
  const stopWaiting = () => {
    drawn.disconnect();
    clearTimeout(timer);
  };
  drawn.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stopWaiting, WAIT_MS);
  stopLast = stopWaiting;
}
