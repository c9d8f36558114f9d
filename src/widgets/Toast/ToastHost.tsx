import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n';
import { dismissToast, toasts } from './toasts';
import * as styles from './ToastHost.css';

/**
 * The notices of toasts.ts in a polite live region (role=status): announced without interrupting, each with a
 * close button. The region stays in the page even when empty, so screen readers hear what is added to it.
 */
export function ToastHost() {
  const { list } = useSnapshot(toasts);
  const { t } = useT();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label={t('toast.label')}>
      {list.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <span className={styles.text}>{toast.text}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('toast.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
