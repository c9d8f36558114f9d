/**
 * QR-code login (spec s4): shows the login link as a QR code (error correction H, in the spec's 350 x 250 box) and
 * logs in when the phone app has scanned it. The portal's server draws the code as an image (decision 092), so no QR
 * code runs in the browser. If the image fails to load the socket closes for good (spec s4); a refresh starts over.
 * A scan whose token the status check does not accept (or cannot check) is told, and a fresh code is drawn at once
 * (spec s4, s8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchQrLink } from '../../data/account';
import { useT, type MessageKey } from '../../i18n/i18n';
import { logInWithToken } from '../../session/account-flow';
import { startQrLogin, type QrLoginSession } from '../../session/qr-login';
import { qrSignal } from '../../session/qr-signal';
import { useHydrating } from '../../browser-state/use-browser-state';
import { visuallyHidden } from '../../theme.css';
import { useNearViewport } from '../near-viewport';
import { QR_CODE_SIZE, qrImageUrl } from './qr-image-url';
import * as styles from './QrLogin.css';

type Phase =
  | { kind: 'loading' }
  | { kind: 'ready'; link: string }
  | { kind: 'loggingIn' }
  | { kind: 'failed'; message: MessageKey };

interface SessionProps {
  onRefresh: () => void;
  /** The scan's token was not accepted: start a fresh session that says so. */
  onRejected: () => void;
  /** Said in place of the scan hint once the code is drawn (why this is a fresh code). */
  notice: MessageKey | null;
  focusOnMount: boolean;
}

/** One QR session: one link, one socket (reconnecting), from mount to unmount. */
function QrSession({ onRefresh, onRejected, notice, focusOnMount }: SessionProps) {
  const { t } = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  /** The link whose image has loaded: until then the frame keeps its placeholder and the status says "loading". */
  const [shown, setShown] = useState<string | null>(null);
  const waiting = phase.kind === 'loading' || (phase.kind === 'ready' && shown !== phase.link);
  const qr = useRef<QrLoginSession | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  // After "refresh" the button is gone: keep the keyboard user's place on the widget.
  useEffect(() => {
    if (focusOnMount) rootRef.current?.focus();
  }, [focusOnMount]);

  // Not while hydrating: the server drew the login panel for a visitor, and a member's page replaces it at once.
  // Nor before the code could be seen (decision 033): a phone's home page has the panel far below its first
  // screen, and each session costs the backend a link and a socket kept open with heartbeats.
  const near = useNearViewport(rootRef);
  const started = !useHydrating() && near;
  useEffect(() => {
    if (!started) return;
    let mounted = true;
    const rejected = () => {
      if (mounted) onRejected();
    };
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
    return () => {
      mounted = false;
      current.close();
    };
  }, [onRejected, started]);

  // Spec s4: "If the QR image fails to load, the websocket is closed" (for good: a refresh starts a new session).
  const imageFailed = useCallback(() => {
    qr.current?.close();
    setPhase({ kind: 'failed', message: 'account.qr.failed' });
  }, []);

  // Never an empty frame (issue 22 item 10): until the code is shown (the link on its way, or its image)
  // the frame shows a square where the code will be, saying it is coming. The status line says it to screen
  // readers, so this one is hidden from them. It stays in the page after the code (CSS hides it beside the code):
  // nothing is taken out of the page when the code comes, only added.
  const placeholder = (
    <span className={styles.placeholder} aria-hidden="true">
      {t('account.qr.loading')}
    </span>
  );
  const message: Record<Phase['kind'], string> = {
    loading: t('account.qr.loading'),
    ready: waiting ? t('account.qr.loading') : t(notice ?? 'account.qr.hint'),
    loggingIn: t('account.qr.loggingIn'),
    failed: phase.kind === 'failed' ? t(phase.message) : '',
  };
  return (
    <div ref={rootRef} className={styles.root} tabIndex={-1}>
      {/* Busy while the link or its image is on its way, not while the session waits to be seen (decision 033). */}
      <div className={styles.box} aria-busy={(waiting && started) || phase.kind === 'loggingIn'}>
        {phase.kind === 'ready' && (
          // Drawn by the portal's server (decision 092); not shown (but fetched) until it has loaded.
          <img
            key={phase.link}
            className={shown === phase.link ? styles.code : styles.pending}
            src={qrImageUrl(phase.link)}
            width={QR_CODE_SIZE}
            height={QR_CODE_SIZE}
            alt={t('account.qr.image')}
            onLoad={() => setShown(phase.link)}
            onError={imageFailed}
          />
        )}
        {(phase.kind === 'loading' || phase.kind === 'ready') && placeholder}
      </div>
      <p
        className={
          phase.kind === 'failed' || (phase.kind === 'ready' && !waiting && notice)
            ? `${styles.status} ${styles.failed}`
            : waiting
              ? visuallyHidden // (the placeholder shows the same words)
              : styles.status
        }
        role="status"
      >
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

interface Run {
  attempt: number;
  notice: MessageKey | null;
  focus: boolean;
}

/**
 * Starts a fresh QR session on refresh, after a scan that was not accepted, and whenever the session store asks for
 * one (a stale login was cleared at start-up).
 */
export function QrLogin() {
  const { generation } = useSnapshot(qrSignal);
  const [run, setRun] = useState<Run>({ attempt: 0, notice: null, focus: false });
  const refresh = useCallback(() => setRun((r) => ({ attempt: r.attempt + 1, notice: null, focus: true })), []);
  const rejected = useCallback(
    () => setRun((r) => ({ attempt: r.attempt + 1, notice: 'account.qr.rejected', focus: false })),
    [],
  );
  return (
    <QrSession
      key={`${generation}:${run.attempt}`}
      notice={run.notice}
      focusOnMount={run.focus}
      onRefresh={refresh}
      onRejected={rejected}
    />
  );
}
