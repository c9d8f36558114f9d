import { describe, expect, it, vi } from 'vitest';
import { readAloud, speechPieces } from './read-aloud';
import { magnifiedText } from './magnifier';

describe('reading aloud', () => {
  it('cuts the text at sentence ends into pieces no longer than the engines read in one go', () => {
    expect(speechPieces('招聘会明天开始。请带好简历！地点：市人才市场\n时间 9:00')).toEqual([
      '招聘会明天开始。',
      '请带好简历！',
      '地点：市人才市场',
      '时间 9:00',
    ]);
    const long = '职'.repeat(250);
    expect(speechPieces(long, 120).map((p) => p.length)).toEqual([120, 120, 10]);
    expect(speechPieces(' \n。！ ')).toEqual([]);
  });

  it('speaks every piece in zh-CN with a Chinese voice, says when it is done, and stops', () => {
    const spoken: { text: string; lang: string; voice: unknown }[] = [];
    let last: { onend: (() => void) | null } | undefined;
    const zh = { lang: 'zh-CN', name: 'Ting' };
    class Utterance {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    const synth = {
      getVoices: () => [{ lang: 'en-US', name: 'Sam' }, zh],
      speak: (u: Utterance) => {
        spoken.push({ text: u.text, lang: u.lang, voice: u.voice });
        last = u;
      },
      cancel: vi.fn(),
      pause: vi.fn(),
      resume: vi.fn(),
    };
    const win = { speechSynthesis: synth, SpeechSynthesisUtterance: Utterance } as unknown as Window &
      typeof globalThis;
    const reader = readAloud(win);
    const done = vi.fn();
    expect(reader.read('第一句。第二句。', done)).toBe('reading');
    expect(spoken).toEqual([
      { text: '第一句。', lang: 'zh-CN', voice: zh },
      { text: '第二句。', lang: 'zh-CN', voice: zh },
    ]);
    expect(reader.hasChineseVoice()).toBe(true);
    last!.onend!();
    expect(done).toHaveBeenCalledOnce();
    reader.stop();
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    expect(reader.read('   ', done)).toBe('nothing');
  });

  it('tells a browser without speech synthesis', () => {
    expect(readAloud({} as Window & typeof globalThis).read('你好。', () => {})).toBe('noSpeech');
  });
});

describe('the magnifier', () => {
  it("shows an element's own text, an image's alternative, a control's name, shortened", () => {
    document.body.innerHTML = `<p id="p">  最新  职位 </p><img id="i" alt="春风行动"><button id="b" aria-label="关闭"></button>`;
    expect(magnifiedText(document.getElementById('p'))).toBe('最新 职位');
    expect(magnifiedText(document.getElementById('i'))).toBe('春风行动');
    expect(magnifiedText(document.getElementById('b'))).toBe('关闭');
    const long = document.createElement('p');
    long.textContent = '字'.repeat(100);
    expect(magnifiedText(long)).toBe(`${'字'.repeat(80)}…`);
  });
});
