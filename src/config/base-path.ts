/**
 * Where the portal is mounted: the router's basename, and what a site-relative link in a text block is written
 * under. No imports, so the renderer and the sections both read it (a section may not import src/renderer).
 */
export const BASENAME = '/n2024/web';
