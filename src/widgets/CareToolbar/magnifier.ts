/**
 * The text magnifier (care mode, docs/decisions/031): the text under the pointer, or of the element with focus,
 * for a bar that shows it enlarged.
 */

/** The longest text the bar shows. */
const LONGEST = 80;

const shorten = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > LONGEST ? `${t.slice(0, LONGEST)}…` : t;
};

/** The text an element shows a reader: an image's alternative, a control's name, else its own text. */
export function magnifiedText(target: EventTarget | null): string {
  if (!(target instanceof Element)) return '';
  if (target instanceof HTMLImageElement) return shorten(target.alt);
  const labelled = target.closest('[aria-label]')?.getAttribute('aria-label');
  // (As shown, line breaks and hidden parts left out; its plain text where a DOM has no layout.)
  const text = (target as Partial<HTMLElement>).innerText ?? target.textContent ?? '';
  return shorten(text || labelled || '');
}

/** Calls `show` with the text under the pointer and of each newly focused element, until the returned stop. */
export function followText(doc: Document, show: (text: string) => void): () => void {
  const onEvent = (e: Event) => {
    const text = magnifiedText(e.target);
    if (text) show(text);
  };
  doc.addEventListener('pointerover', onEvent);
  doc.addEventListener('focusin', onEvent);
  return () => {
    doc.removeEventListener('pointerover', onEvent);
    doc.removeEventListener('focusin', onEvent);
  };
}
