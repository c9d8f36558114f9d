/**
 * Where the QR login's code is drawn (decision 092): the portal's own server draws the login link as an SVG image
 * (server/portal/qr-image.ts; in dev, scripts/vite-plugin-qr-image.ts), so no QR code runs in the browser.
 */
import { BASENAME } from '../../config/base-path';

/**
 * Spec s4 (and s9): "the QR is drawn at 350 x 250". A QR code is square and stretching it would distort its
 * modules, so the code is 250 px (the box's height, its largest square) centred in a 350 x 250 frame
 * (QrLogin.css.ts `box`): the frame takes the spec's 350 x 250 on the page, the code fills its height.
 */
export const QR_CODE_SIZE = 250;

/** The image's file name under the portal's base (/n2024/web/). */
export const QR_IMAGE_FILE = 'qr-code.svg';

/** The image of `link`: the text is the whole key, so the same link is the same (cached) image. */
export const qrImageUrl = (link: string) => `${BASENAME}/${QR_IMAGE_FILE}?text=${encodeURIComponent(link)}`;
