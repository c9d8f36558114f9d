/**
 * 绑定动态口令 (decision 077): an account whose role needs a second factor and has none does this before anything
 * else. A new secret comes as a QR code of its otpauth:// URI (for the authenticator app's camera) and as text (to
 * type); a first right code ends the enrolment; the ten recovery codes are shown once, to copy or print.
 */
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStudioT } from '../i18n/use-studio-t';
import { StudioApiError } from '../service/studio-client';
import * as s from '../shared/studio.css';
import { beginEnrolment, finishEnrolment } from './second-factor-client';

/** The secret in groups of four letters, as an app's "enter a key" screen is typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?!$)/g, '$1 ');

export function EnrolSecondFactor({ onDone, onSignedOut }: { onDone: () => void; onSignedOut: () => void }) {
  const { t } = useStudioT();
  const [key, setKey] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  const failed = (e: unknown, wrong: 'enrolWrongCode' | 'enrolFailed') => {
    const failure = e instanceof StudioApiError ? e : new StudioApiError(0, 'network');
    if (failure.status === 401) onSignedOut();
    else setError(t(failure.status === 400 ? wrong : 'enrolFailed'));
  };

  useEffect(() => {
    let live = true;
    beginEnrolment().then(
      (begun) => live && setKey(begun),
      (e: unknown) => live && failed(e, 'enrolFailed'),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one secret per showing
  }, []);

  useEffect(() => {
    if (codes) doneHeading.current?.focus();
  }, [codes]);

  async function finish(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      setCodes(await finishEnrolment(code.trim()));
    } catch (e) {
      setCode('');
      failed(e, 'enrolWrongCode');
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <main className={s.centreMessage}>
        <h1 ref={doneHeading} tabIndex={-1}>
          {t('enrolDoneTitle')}
        </h1>
        <p id="recovery-help">{t('enrolRecoveryHelp')}</p>
        <ol aria-label={t('enrolRecoveryList')} aria-describedby="recovery-help">
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <p role="status">{said}</p>
        <div className={s.actions}>
          <button
            type="button"
            className={s.button}
            onClick={() =>
              void navigator.clipboard?.writeText(codes.join('\n')).then(
                () => setSaid(t('enrolCopied')),
                () => undefined,
              )
            }
          >
            {t('enrolCopy')}
          </button>
          <button type="button" className={s.button} onClick={() => window.print()}>
            {t('enrolPrint')}
          </button>
          <button type="button" className={s.primary} onClick={onDone}>
            {t('enrolContinue')}
          </button>
        </div>
      </main>
    );

  return (
    <main className={s.centreMessage}>
      <h1>{t('enrolTitle')}</h1>
      <p>{t('enrolWhy')}</p>
      {key ? (
        <>
          <QRCodeSVG value={key.uri} size={200} marginSize={4} role="img" aria-label={t('enrolQrLabel')} />
          <p>
            {t('enrolSecretLabel')} <code data-testid="enrol-secret">{grouped(key.secret)}</code>
          </p>
          <form onSubmit={finish} noValidate>
            <div className={s.field}>
              <label htmlFor="studio-enrol-code">{t('enrolCodeLabel')}</label>
              <input
                id="studio-enrol-code"
                className={s.input}
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <p role="alert" className={s.error}>
              {error}
            </p>
            <button type="submit" className={s.primary} disabled={busy || !code.trim()}>
              {t('enrolConfirm')}
            </button>
          </form>
        </>
      ) : (
        <>
          <p role="status">{error ? '' : t('enrolStarting')}</p>
          <p role="alert" className={s.error}>
            {error}
          </p>
        </>
      )}
    </main>
  );
}
