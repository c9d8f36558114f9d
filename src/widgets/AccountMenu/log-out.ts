/**
 * Logout as the login panel and the header menu offer it (spec s4): confirm, tell the server (a failure is
 * ignored), clear the local session, reload the page so nothing of the account stays on screen or in memory.
 */
import { localeStore, translate } from '../../i18n/i18n';
import { signOut } from '../../session/account-flow';
import { confirm } from '../Dialog/dialogs';

/** Resolves false when the visitor changed their mind. */
export async function logOut(reload: () => void = () => window.location.reload()): Promise<boolean> {
  const t = (key: Parameters<typeof translate>[1]) => translate(localeStore.locale, key);
  const ok = await confirm({
    title: t('account.logout'),
    message: t('account.logout.confirm'),
    confirmLabel: t('account.logout'),
    cancelLabel: t('dialog.cancel'),
  });
  if (!ok) return false;
  await signOut();
  reload();
  return true;
}
