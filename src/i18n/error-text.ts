/**
 * The one function that turns a failure into text for the visitor (spec s8): a business error in the server's own
 * words, every other failure (and a business error without words) as the catalogue's message in the visitor's
 * language. Toasts, section errors, gates, forms and actions all say a failure through this.
 */
import { errorMessages, isApiError } from '../../sdk/errors';
import { isMessageKey, translate, type Locale } from './i18n';

export function errorText(error: unknown, locale: Locale): string {
  if (!isApiError(error)) return translate(locale, 'http.other');
  // Without a server message the SDK falls back to the catalogue's English text: that one is translated.
  const ownWords = error.kind === 'business' && error.message !== errorMessages[error.key];
  if (ownWords) return error.message;
  return isMessageKey(error.key) ? translate(locale, error.key) : error.message;
}
