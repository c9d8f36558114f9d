/**
 * The error catalogue on screen (spec s8), fed by src/data's onApiError:
 * - an expired session (codes 401, 501): the login is cleared, the visitor goes to `/`, and is asked
 *   'Please log in first' with 'Go log in' (the member centre's personal login) or cancel;
 * - the exception code: the toast 'Server internal error' for 1.5 s;
 * - business errors: a toast with the server's message, or 'Service exception!';
 * - transport and HTTP errors: their catalogue message. All in the visitor's language.
 */
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { errorText } from '../../i18n/error-text';
import { memberCentreUrl, usePortalConfig } from '../../config/config-context';
import { onApiError } from '../../data/query-client';
import { localeStore, translate, type Locale } from '../../i18n/i18n';
import { LOGIN_PAGE } from '../../session/gates';
import { clearSession } from '../../session/session-store';
import { confirm } from '../../widgets/Dialog/dialogs';
import { EXCEPTION_TOAST_MS, showToast, TOAST_MS } from '../../widgets/Toast/toasts';
import { askOnce, external } from '../../widgets/MemberAction/member-prompts';

async function expire(navigate: NavigateFunction, loginUrl: string, locale: Locale) {
  clearSession();
  navigate('/', { replace: true });
  const go = await askOnce('sessionExpired', () =>
    confirm({
      title: translate(locale, 'error.sessionExpired'),
      message: translate(locale, 'gates.sessionExpiredMessage'),
      confirmLabel: translate(locale, 'gates.goLogin'),
    }),
  );
  if (go) external.go(loginUrl);
}

/** Mounted once inside the router (src/renderer/PortalApp.tsx). */
export function useErrorReporter() {
  const navigate = useNavigate();
  const config = usePortalConfig();
  useEffect(
    () =>
      onApiError((error) => {
        const locale = localeStore.locale;
        if (error.kind === 'sessionExpired') {
          void expire(navigate, memberCentreUrl(config, LOGIN_PAGE.personal), locale);
          return;
        }
        showToast(errorText(error, locale), error.kind === 'exception' ? EXCEPTION_TOAST_MS : TOAST_MS);
      }),
    [navigate, config],
  );
}
