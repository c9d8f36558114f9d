/**
 * A text block's HTML made safe, and what had to go (decision 086). DOMPurify keeps only the allow-list
 * (allow-list.ts); the hooks below hold links to web, e-mail and portal addresses and images to the allowed hosts.
 * The render shows the cleaned HTML; the server's config check refuses a block whose `refused` list is not empty;
 * the studio's editor cleans what it writes with the same function. One private purifier per window (the browser's,
 * or a jsdom window on the server).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { domWindow, type DomWindow } from '../../widgets/dom-window';
import { isSiteRelative } from '../../widgets/external-url';
import { BASENAME } from '../../config/base-path';
import { IMAGE_HOSTS, LINK_PROTOCOLS, TEXT_BLOCK_ATTRIBUTES, TEXT_BLOCK_TAGS } from './allow-list';

/** One thing a block held that the allow-list does not (the developer's short name of it). */
export interface Refusal {
  kind: 'element' | 'attribute' | 'link' | 'image' | 'alt';
  /** The element or attribute name, the link or the image's source (cut short). */
  what: string;
}

interface CleanedBlock {
  html: string;
  refused: Refusal[];
}

const config: Config = {
  ALLOWED_TAGS: [...TEXT_BLOCK_TAGS],
  ALLOWED_ATTR: [...TEXT_BLOCK_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // A leading <style> or <meta> is parsed into the body (and so reported), not dropped unseen with the head.
  FORCE_BODY: true,
  RETURN_TRUSTED_TYPE: false,
};

const short = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** A link's address as the block keeps it, or null: web and e-mail addresses, and the portal's own pages. */
export function blockLink(href: string): string | null {
  const value = href.trim();
  if (isSiteRelative(value)) return value.startsWith(`${BASENAME}/`) ? value : `${BASENAME}${value}`;
  try {
    const url = new URL(value);
    return (LINK_PROTOCOLS as readonly string[]).includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** An image's source as the block keeps it, or null: a path of the portal's, or https from an allowed host. */
export function blockImage(src: string): string | null {
  const value = src.trim();
  if (isSiteRelative(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (IMAGE_HOSTS as readonly string[]).includes(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

const WRAPPING = new Set(['html', 'head', 'body', 'remove']);
let found: Refusal[] = [];
const purifiers = new WeakMap<DomWindow, Purifier>();

function purifierOf(win: DomWindow): Purifier {
  const known = purifiers.get(win);
  if (known) return known;
  const purifier = DOMPurify(win);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const raw = node.getAttribute('href');
      const href = raw === null ? null : blockLink(raw);
      node.removeAttribute('rel');
      node.removeAttribute('target');
      if (raw !== null && href === null) found.push({ kind: 'link', what: short(raw) });
      if (href === null) node.removeAttribute('href');
      else {
        node.setAttribute('href', href);
        if (!href.startsWith('/') && !href.startsWith('mailto:')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    } else if (node.nodeName === 'IMG') {
      const raw = node.getAttribute('src') ?? '';
      const src = blockImage(raw);
      if (src === null) {
        found.push({ kind: 'image', what: short(raw) });
        node.parentNode?.removeChild(node);
        return;
      }
      node.setAttribute('src', src);
      if (!node.getAttribute('alt')?.trim()) {
        found.push({ kind: 'alt', what: short(src) });
        node.setAttribute('alt', '');
      }
    } else {
      node.removeAttribute('rel');
      node.removeAttribute('target');
    }
  });
  purifiers.set(win, purifier);
  return purifier;
}

/** The block's HTML with only the allow-list left, and everything that was not (empty for a clean block). */
export function cleanTextBlock(html: string, win: DomWindow = domWindow()): CleanedBlock {
  const purifier = purifierOf(win);
  found = [];
  const clean = purifier.sanitize(html, config);
  const removed = purifier.removed
    .map((r): Refusal =>
      'attribute' in r && r.attribute
        ? { kind: 'attribute', what: r.attribute.name }
        : { kind: 'element', what: ('element' in r ? r.element.nodeName : '?').toLowerCase() },
    )
    // DOMPurify's own wrapping (the document's body, FORCE_BODY's marker) is not the block's.
    .filter((r) => !(r.kind === 'element' && WRAPPING.has(r.what)));
  const refused = [...removed, ...found];
  found = [];
  return { html: clean, refused };
}
