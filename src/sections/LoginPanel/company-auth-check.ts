/**
 * The company authentication check (spec s4), once per page load for a logged-in company account, run from the
 * home login panel: audit 1 says nothing; 2 asks, showing the reason, whether to go and authenticate (the member
 * centre's companyAuth page); 3 tells that the review is under way; anything else that the company is not yet
 * authenticated. A failing call says nothing: the check is a reminder, not a gate. A chunk of its own, asked for only
 * by a company login (use-company-auth-check.ts, decision 098).
 */
import { fetchCompanyAuth } from '../../data/account';
import { localeStore, translate, type MessageKey } from '../../i18n/i18n';
import { alert, confirm } from '../../widgets/Dialog/dialogs';

let ranThisLoad = false;

/** For tests: forget that the check ran. */
export function resetCompanyAuthCheck() {
  ranThisLoad = false;
}

/** Runs the check unless it already ran in this page load. */
export async function checkCompanyAuth(openAuthPage: () => void): Promise<void> {
  if (ranThisLoad) return;
  ranThisLoad = true;
  let status;
  try {
    status = await fetchCompanyAuth();
  } catch {
    return;
  }
  const t = (key: MessageKey) => translate(localeStore.locale, key);
  if (status.audit === 1) return;
  if (status.audit === 2) {
    const reason = status.audit_reason?.trim() || t('account.auth.rejectedNoReason');
    const go = await confirm({
      title: t('account.auth.rejected'),
      message: reason,
      confirmLabel: t('account.auth.go'),
      cancelLabel: t('dialog.cancel'),
    });
    if (go) openAuthPage();
    return;
  }
  const message = status.audit === 3 ? t('account.auth.inReview') : t('account.auth.none');
  await alert({ title: t('account.auth.title'), message });
}
