/**
 * What a text block (通栏文字, issue 32 item 3) may hold: the ONE allow-list the studio's editor (tiptap, configured
 * from it), the server's config check (server/config-check/text-block-check.ts, which refuses anything outside it)
 * and the render (text-block-html.ts, through DOMPurify) all read (decision 086). Plain data, no imports.
 */

/** Elements HR may write: headings h2-h4, paragraphs, line breaks, bold, italic, bullet and numbered lists, links, images. */
export const TEXT_BLOCK_TAGS = ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img'] as const;

/**
 * Attributes kept: a link's address, an image's source, alternative text and title. `rel` and `target` are written by
 * the sanitiser itself on external links (any value given is replaced), so a cleaned block passes a second time.
 * No style, no class, no event handler, no data- or aria- attribute.
 */
export const TEXT_BLOCK_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'rel', 'target'] as const;

/** What a link may open: a web address, an e-mail address, or a page of the portal (a path starting with /). */
export const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'] as const;

/**
 * Hosts whose images a text block may show (https only), besides the portal's own paths (/n2024/...): the city's
 * human-resources bureau's site. Adding a host is a code change reviewed like one (decision 086).
 */
export const IMAGE_HOSTS = ['rsj.jiangcheng.gov.cn', 'www.jiangcheng.gov.cn'] as const;
