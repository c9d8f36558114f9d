/**
 * QR-code login (spec s4): draws the login link as a QR code (250 px, error correction H, centred in the spec's
 * 350 x 250 box) and logs in when the phone app has scanned it. The QR library loads on demand, so it is not part
 * of the home page's first bundle. If the code cannot be drawn the socket closes for good; a refresh starts over.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { fetchQrLink } from '../../data/account';
import { useT, type MessageKey } from '../../i18n/i18n';
import { logInWithToken } from '../../session/account-flow';
import { startQrLogin, type QrLoginSession } from '../../session/qr-login';
import { qrSignal } from '../../session/qr-signal';
import * as styles from './QrLogin.css';

export const QR_CODE_SIZE = 250;
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; link: string }
  | { kind: 'loggingIn' }
  | { kind: 'failed'; message: MessageKey };

/** Catches a QR code that cannot be drawn (its code chunk failed to load, or the link cannot be encoded). */
class DrawingBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** One QR session: one link, one socket (reconnecting), from mount to unmount. */
function QrSession({ onRefresh, focusOnMount }: { onRefresh: () => void; focusOnMount: boolean }) {
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const qr = useRef<QrLoginSession | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // After "refresh" the button is gone: keep the keyboard user's place on the widget.
  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    const rejected = () => setPhase({ kind: 'failed', message: 'account.qr.rejected' });
    const current = startQrLogin({
      requestLink: () => fetchQrLink(),
      onLink: (link) => setPhase({ kind: 'ready', link }),
      onError: () => setPhase({ kind: 'failed', message: 'account.qr.failed' }),
      onToken: (token) => {
        setPhase({ kind: 'loggingIn' });
        // On success the session changes and the panel replaces this widget.
        logInWithToken(token).then((ok) => ok || rejected(), rejected);
      },
    });
    qr.current = current;
    return () => current.close();
  }, []);

  const drawingFailed = useCallback(() => {
    qr.current?.close();
    setPhase({ kind: 'failed', message: 'account.qr.failed' });
  }, []);

  const message: Record<Phase['kind'], string> = {
    loading: t('account.qr.loading'),
    ready: t('account.qr.hint'),
    loggingIn: t('account.qr.loggingIn'),
    failed: phase.kind === 'failed' ? t(phase.message) : '',
  };
  return (
    <div ref={rootRef} className={styles.root} tabIndex={-1}>
      <div className={styles.box} aria-busy={phase.kind === 'loading' || phase.kind === 'loggingIn'}>
        {phase.kind === 'ready' && (
          <DrawingBoundary onError={drawingFailed}>
            <Suspense fallback={null}>
              <QRCodeSVG
                className={styles.code}
                value={phase.link}
                size={QR_CODE_SIZE}
                level="H"
                marginSize={4}
                role="img"
                aria-label={t('account.qr.image')}
              />
            </Suspense>
          </DrawingBoundary>
        )}
      </div>
      <p className={phase.kind === 'failed' ? `${styles.status} ${styles.failed}` : styles.status} role="status">
        {message[phase.kind]}
      </p>
      {phase.kind === 'failed' && (
        <button type="button" className={styles.refresh} onClick={onRefresh}>
          {t('account.qr.refresh')}
        </button>
      )}
    </div>
  );
}

/** Starts a fresh QR session on refresh, and whenever the session store asks for one (a stale login was cleared). */
export function QrLogin() {
  const { generation } = useSnapshot(qrSignal);
  const [attempt, setAttempt] = useState(0);
  return (
    <QrSession key={`${generation}:${attempt}`} focusOnMount={attempt > 0} onRefresh={() => setAttempt((n) => n + 1)} />
  );
}
