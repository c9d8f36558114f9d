/**
 * The pause and play signs of the carousels, drawn rather than typed. The pause character "❚" (U+275A) is in no
 * CJK font: a browser looks for it through every family of the font list and then the system's, on Linux a
 * synchronous call to the browser process for each, inside the first screen's layout (docs/decisions/041).
 * Drawn in the text's colour, 1 em high; hidden from screen readers (the button says what it does in words).
 */
import * as styles from './PlaybackIcon.css';

export function PlaybackIcon({ kind }: { kind: 'pause' | 'play' }) {
  return (
    <svg
      className={styles.icon}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 12 12"
      width="1em"
      height="1em"
      fill="currentColor"
    >
      {kind === 'pause' ? (
        <>
          <rect x="2" y="1" width="3" height="10" />
          <rect x="7" y="1" width="3" height="10" />
        </>
      ) : (
        <path d="M3 1 L11 6 L3 11 Z" />
      )}
    </svg>
  );
}
