/**
 * A job title as spec s5 has it: HTML-unescaped once, the whitelisted inline tags kept (without attributes), every
 * other tag shown as the text it is. The title becomes React elements built here from a tag whitelist: no markup
 * is ever handed to the browser's HTML parser as live DOM, so titles need no sanitiser (and DOMPurify stays out of
 * the pages that only list jobs). Plain titles, the usual case, are returned as they are.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { domWindow } from '../dom-window';

/** Inline tags a job title keeps (spec s5); every other tag is shown as text. */
export const TITLE_TAGS = ['b', 'strong', 'em', 'i', 'u', 'span', 'br'] as const;
type TitleTag = (typeof TITLE_TAGS)[number];

const WHITELISTED_TAG = new RegExp(`^<(/?)(${TITLE_TAGS.join('|')})(?=[\\s/>])[^<>]*>`, 'i');

/** Entities decoded once; any `<` in the input stays a literal character (no markup is parsed here). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  const doc = new (domWindow().DOMParser)().parseFromString(value.replace(/</g, '&lt;'), 'text/html');
  return doc.body.textContent ?? '';
}

interface Open {
  tag: TitleTag | null;
  children: ReactNode[];
}

export interface ParsedTitle {
  /** What to draw: text and whitelisted elements. */
  node: ReactNode;
  /** The same words as plain text (for tooltips and accessible names). */
  text: string;
}

/** Splits a title into text and whitelisted tags; unmatched closing tags are dropped, unclosed ones end with it. */
export function parseTitle(html: string | null | undefined): ParsedTitle {
  const decoded = decodeEntities(html ?? '');
  if (!decoded.includes('<')) return { node: decoded, text: decoded };
  const stack: Open[] = [{ tag: null, children: [] }];
  let text = '';
  let key = 0;
  const top = () => stack[stack.length - 1]!;
  const close = () => {
    const done = stack.pop()!;
    top().children.push(createElement(done.tag!, { key: key++ }, ...done.children));
  };
  const addText = (s: string) => {
    if (!s) return;
    text += s;
    top().children.push(s);
  };
  let rest = decoded;
  while (rest) {
    const lt = rest.indexOf('<');
    if (lt < 0) {
      addText(rest);
      break;
    }
    addText(rest.slice(0, lt));
    rest = rest.slice(lt);
    const match = WHITELISTED_TAG.exec(rest);
    if (!match) {
      addText('<');
      rest = rest.slice(1);
      continue;
    }
    rest = rest.slice(match[0].length);
    const tag = match[2]!.toLowerCase() as TitleTag;
    if (tag === 'br') top().children.push(createElement('br', { key: key++ }));
    else if (!match[1]) stack.push({ tag, children: [] });
    else if (stack.some((o) => o.tag === tag)) {
      while (top().tag !== tag) close();
      close();
    }
  }
  while (stack.length > 1) close();
  return { node: createElement(Fragment, null, ...stack[0]!.children), text };
}

/** A job title from the API, drawn safely (see above). */
export function SafeTitle({ html, className }: { html: string | null | undefined; className?: string }) {
  return <span className={className}>{parseTitle(html).node}</span>;
}
