/**
 * Text written into HTML and XML by the server: the page's own head tags (server/portal), its search-engine record
 * and the sitemap (server/seo). Its own room under both, so neither imports the other for it (decision 061).
 */

/** Text for an HTML attribute value or element content. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON that can sit inside <script type="application/json">: no `<` can end the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
