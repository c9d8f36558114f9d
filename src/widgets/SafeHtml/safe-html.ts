/**
 * HTML from the API, made safe to render. DOMPurify is the security boundary (DESIGN s4): every string SafeHtml.tsx
 * injects as markup has been through one of the two purifiers below, each a private DOMPurify instance so its
 * hooks and whitelist never leak into another caller's sanitising.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { safeExternalUrl, safeImageUrl } from '../external-url';

/** Formatting a content body may keep (articles, notices, policies, job and company descriptions). */
const RICH_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'span', 'blockquote', 'ul', 'ol', 'li',
  'h3', 'h4', 'h5', 'h6', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a', 'img',
];
const RICH_ATTRS = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** Inline tags a job title keeps (spec s5); every other tag is shown as text. */
const TITLE_TAGS = ['b', 'strong', 'em', 'i', 'u', 'span', 'br'];

const richConfig: Config = {
  ALLOWED_TAGS: RICH_TAGS,
  ALLOWED_ATTR: RICH_ATTRS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};
const titleConfig: Config = { ALLOWED_TAGS: TITLE_TAGS, ALLOWED_ATTR: [], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false, RETURN_TRUSTED_TYPE: false };

function createRichPurifier(): Purifier {
  const purifier = DOMPurify(window);
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
let title: Purifier | undefined;

/** A content body with only the formatting whitelist left: no scripts, handlers, styles, frames or unsafe URLs. */
export function sanitizeRich(html: string): string {
  rich ??= createRichPurifier();
  return rich.sanitize(html, richConfig);
}

/** Entities decoded once; any `<` in the input stays a literal character (no markup is parsed here). */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  const doc = new DOMParser().parseFromString(value.replace(/</g, '&lt;'), 'text/html');
  return doc.body.textContent ?? '';
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const WHITELISTED_TAG = new RegExp(`^<(/?)(${TITLE_TAGS.join('|')})(?=[\\s/>])[^<>]*>`, 'i');

/**
 * A job title as spec s5 has it: HTML-unescaped, whitelisted inline tags kept (without attributes), every other
 * tag escaped so a reader sees it as text. The result still goes through DOMPurify with the title whitelist.
 */
export function sanitizeTitle(html: string): string {
  const decoded = decodeEntities(html);
  let out = '';
  let rest = decoded;
  while (rest) {
    const lt = rest.indexOf('<');
    if (lt < 0) {
      out += escapeText(rest);
      break;
    }
    out += escapeText(rest.slice(0, lt));
    rest = rest.slice(lt);
    const tag = WHITELISTED_TAG.exec(rest);
    if (tag) {
      const name = tag[2]!.toLowerCase();
      out += name === 'br' ? '<br>' : `<${tag[1]}${name}>`;
      rest = rest.slice(tag[0].length);
    } else {
      out += '&lt;';
      rest = rest.slice(1);
    }
  }
  title ??= DOMPurify(window);
  return title.sanitize(out, titleConfig);
}
