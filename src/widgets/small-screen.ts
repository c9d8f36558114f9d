/**
 * The phone layout's media query (issue 11): below 768 px the header menu folds into a button and the floating
 * pieces (side panel, contact box, ad window) leave the viewport's edges (docs/decisions/026). CSS only: the server
 * does not know the width, so no component may branch on it while rendering.
 */
export const SMALL_SCREEN = 'screen and (max-width: 767px)';

/**
 * A link or button at least 44 px tall on small screens (WCAG 2.5.5, issue 11), its text kept on its line (an
 * ellipsis still works): `'@media': { [SMALL_SCREEN]: TAP_TARGET }` on a list's or card's main link.
 */
export const TAP_TARGET = { display: 'block', minHeight: '44px', paddingBlock: '10px' } as const;
