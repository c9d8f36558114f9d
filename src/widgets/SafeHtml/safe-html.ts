/**
 * HTML from the API, made safe to render. DOMPurify is the security boundary (decision 025): every string SafeHtml.tsx
 * injects as markup has been through the purifier below, a private DOMPurify instance so its hooks and whitelist
 * never leak into another caller's sanitising. (Job titles need none: SafeTitle.tsx builds them as React elements.)
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { domWindow } from '../dom-window';
import { safeExternalUrl, safeImageUrl } from '../external-url';

/** Formatting a content body may keep (articles, notices, policies, job and company descriptions). */
const RICH_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'span',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
];
const RICH_ATTRS = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope'];

const richConfig: Config = {
  ALLOWED_TAGS: RICH_TAGS,
  ALLOWED_ATTR: RICH_ATTRS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

function createRichPurifier(): Purifier {
  const purifier = DOMPurify(domWindow());
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = safeExternalUrl(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        // Not an http(s) link: the words stay, as plain text.
        node.removeAttribute('href');
      }
    } else if (node.nodeName === 'IMG') {
      const src = safeImageUrl(node.getAttribute('src'));
      if (src) node.setAttribute('src', src);
      else node.removeAttribute('src');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

let rich: Purifier | undefined;

/** A content body with only the formatting whitelist left: no scripts, handlers, styles, frames or unsafe URLs. */
export function sanitizeRich(html: string): string {
  rich ??= createRichPurifier();
  return rich.sanitize(html, richConfig);
}
