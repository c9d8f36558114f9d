/**
 * Reading aloud with the browser's speech synthesis (care mode, docs/decisions/031), in Chinese. Speech engines
 * stop a long utterance part-way (Chromium after about 15 s), so the text goes as a queue of sentence-sized pieces.
 */

/** The longest piece spoken as one utterance. */
const PIECE = 120;

/** The text cut at sentence ends (and at line breaks), each piece at most `max` characters. */
export function speechPieces(text: string, max = PIECE): string[] {
  const pieces: string[] = [];
  for (const sentence of text.replace(/[ \t]+/g, ' ').match(/[^。！？!?；;\n]+[。！？!?；;]*/g) ?? []) {
    const s = sentence.trim();
    for (let i = 0; i < s.length; i += max) pieces.push(s.slice(i, i + max));
  }
  return pieces.filter((p) => /[\p{L}\p{N}]/u.test(p));
}

export type ReadStart = 'reading' | 'noSpeech' | 'nothing';

export interface ReadAloud {
  /** Starts reading `text` (any reading before stops); `onDone` when all of it has been read or it was stopped. */
  read(text: string, onDone: () => void): ReadStart;
  pause(): void;
  resume(): void;
  stop(): void;
  /** Whether the browser lists a Chinese voice (undefined while it lists no voices at all). */
  hasChineseVoice(): boolean | undefined;
}

export function readAloud(win: Window & typeof globalThis = window): ReadAloud {
  const synth = 'speechSynthesis' in win ? win.speechSynthesis : undefined;
  const chineseVoice = () => synth?.getVoices().find((v) => /^zh([-_]CN)?/i.test(v.lang));
  let run = 0;
  return {
    read(text, onDone) {
      if (!synth || typeof win.SpeechSynthesisUtterance !== 'function') return 'noSpeech';
      const pieces = speechPieces(text);
      if (pieces.length === 0) return 'nothing';
      synth.cancel();
      const mine = ++run;
      const voice = chineseVoice();
      pieces.forEach((piece, i) => {
        const utterance = new win.SpeechSynthesisUtterance(piece);
        utterance.lang = 'zh-CN';
        if (voice) utterance.voice = voice;
        if (i === pieces.length - 1) {
          const done = () => mine === run && onDone();
          utterance.onend = done;
          utterance.onerror = done;
        }
        synth.speak(utterance);
      });
      return 'reading';
    },
    pause: () => synth?.pause(),
    resume: () => synth?.resume(),
    stop() {
      run++;
      synth?.cancel();
    },
    hasChineseVoice() {
      const voices = synth?.getVoices() ?? [];
      return voices.length ? chineseVoice() !== undefined : undefined;
    },
  };
}

/**
 * What the reader reads: the selected text, else the element with keyboard focus in the main content, else the
 * main content.
 */
export function textToRead(doc: Document = document): string {
  const selected = doc.getSelection()?.toString().trim();
  if (selected) return selected;
  const main = doc.getElementById('main');
  const focused = doc.activeElement;
  if (main && focused instanceof HTMLElement && focused !== main && main.contains(focused))
    if (focused.matches(':focus-visible')) return focused.innerText || focused.getAttribute('aria-label') || '';
  return main?.innerText ?? '';
}
