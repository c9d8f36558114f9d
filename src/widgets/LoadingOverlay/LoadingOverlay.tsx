import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import * as styles from './LoadingOverlay.css';

/** The in-flight counter of the API transport (`api.inflight`); calls sent with the `silent` header are not in it. */
export interface Inflight {
  readonly count: number;
  subscribe(listener: (count: number) => void): () => void;
}

export const SHOW_DELAY_MS = 300;

/**
 * The global loading overlay (spec s4): shown while tracked calls are in flight, but only once they have been so
 * for `delayMs`, so fast calls never flash it; gone the moment the last one settles. An indeterminate progressbar
 * with a name for assistive technology; it never takes focus or clicks.
 */
export function LoadingOverlay({ inflight, delayMs = SHOW_DELAY_MS }: { inflight: Inflight; delayMs?: number }) {
  const { t } = useT();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer ??= setTimeout(() => setShown(true), delayMs);
    };
    if (inflight.count > 0) start();
    const unsubscribe = inflight.subscribe((count) => {
      if (count > 0) return start();
      clearTimeout(timer);
      timer = undefined;
      setShown(false);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [inflight, delayMs]);

  if (!shown) return null;
  return (
    <div className={styles.veil}>
      <div className={styles.box}>
        <span className={styles.spinner} role="progressbar" aria-label={t('loading.label')} aria-busy="true" />
        <span aria-hidden="true">{t('state.loading')}</span>
      </div>
    </div>
  );
}
