/**
 * The id of the inert <template> in the head of a page the server rendered: it holds the page's code as
 * modulepreload links, which src/main.ts makes live after the first paint (decision 030). A module of its own:
 * the entry imports it, and must import nothing large.
 */
export const PAGE_CODE_ID = 'portal-code';
