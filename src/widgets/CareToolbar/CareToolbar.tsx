/**
 * The care-mode toolbar (docs/decisions/031), under the header while care mode is on: the text magnifier (a bar
 * at the foot of the window with the text under the pointer or focus at 36 px) and reading aloud in Chinese with
 * pause and stop. Its own chunk: only a visitor in care mode loads it.
 */
import { useEffect, useRef, useState } from 'react';
import { addTexts, useT, type MessageKey } from '../../i18n/i18n';
import { en, zh } from '../../i18n/messages/care';
import { followText } from './magnifier';
import { readAloud, textToRead, type ReadAloud } from './read-aloud';
import * as styles from './CareToolbar.css';

type Reading = 'idle' | 'reading' | 'paused';

addTexts(zh, en);

export default function CareToolbar() {
  const { t } = useT();
  const [magnifier, setMagnifier] = useState(false);
  const [magnified, setMagnified] = useState('');
  const [reading, setReading] = useState<Reading>('idle');
  const [notice, setNotice] = useState<MessageKey | null>(null);
  const reader = useRef<ReadAloud | null>(null);

  useEffect(() => {
    if (!magnifier) return;
    document.documentElement.toggleAttribute('data-magnifier', true);
    const stop = followText(document, setMagnified);
    return () => {
      stop();
      document.documentElement.toggleAttribute('data-magnifier', false);
    };
  }, [magnifier]);
  // Reading stops with the toolbar (care mode switched off, another page without it).
  useEffect(() => () => reader.current?.stop(), []);

  const read = () => {
    reader.current ??= readAloud();
    const started = reader.current.read(textToRead(), () => setReading('idle'));
    if (started === 'reading') {
      setReading('reading');
      setNotice(reader.current.hasChineseVoice() === false ? 'care.noVoice' : 'care.reading');
    } else {
      setReading('idle');
      setNotice(started === 'noSpeech' ? 'care.noSpeech' : 'care.nothing');
    }
  };
  const pauseOrResume = () => {
    if (reading === 'reading') {
      reader.current?.pause();
      setReading('paused');
      setNotice('care.paused');
    } else {
      reader.current?.resume();
      setReading('reading');
      setNotice('care.reading');
    }
  };
  const stop = () => {
    reader.current?.stop();
    setReading('idle');
    setNotice(null);
  };
  // A press with the mouse leaves the selection and the focus where they were: they say what to read.
  const keepFocus = (e: { preventDefault(): void }) => e.preventDefault();

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('care.toolbar')}>
      <button type="button" className={styles.button} aria-pressed={magnifier} onClick={() => setMagnifier(!magnifier)}>
        {t('care.magnifier')}
      </button>
      <button type="button" className={styles.button} onMouseDown={keepFocus} onClick={read}>
        {t('care.read')}
      </button>
      <button
        type="button"
        className={styles.button}
        onMouseDown={keepFocus}
        onClick={pauseOrResume}
        disabled={reading === 'idle'}
      >
        {t(reading === 'paused' ? 'care.resume' : 'care.pause')}
      </button>
      <button type="button" className={styles.button} onClick={stop} disabled={reading === 'idle'}>
        {t('care.stop')}
      </button>
      <p className={styles.notice} role="status">
        {notice ? t(notice) : ''}
      </p>
      {magnifier && (
        // Shown, not announced: a screen reader reads the text itself.
        <div id="care-magnifier" className={styles.magnifier} aria-hidden="true">
          {magnified || t('care.magnifierEmpty')}
        </div>
      )}
    </div>
  );
}
