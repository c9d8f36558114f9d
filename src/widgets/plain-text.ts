/**
 * The text of an HTML fragment from the API: entities decoded, tags dropped. The result is rendered as React
 * text, never as markup. (Titles that keep whitelisted tags go through the SafeHtml widget instead.)
 */
import { domWindow } from './dom-window';

export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new (domWindow().DOMParser)().parseFromString(html, 'text/html');
  return doc.body.textContent ?? '';
}
