/** A failed call in the visitor's language: a business error in the server's own words, others from the catalogue. */
import { errorMessages, isApiError } from '../../../sdk/errors';
import { isMessageKey, type MessageKey } from '../../i18n/i18n';

export function errorText(t: (key: MessageKey) => string, error: unknown): string {
  if (!isApiError(error)) return t('http.other');
  // Without a server message the SDK falls back to the catalogue's English text: translate that one.
  const ownWords = error.kind === 'business' && error.message !== errorMessages[error.key];
  if (ownWords) return error.message;
  return isMessageKey(error.key) ? t(error.key) : error.message;
}
