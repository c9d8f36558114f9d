/**
 * UI text of the care-mode toolbar (关怀模式, docs/decisions/031): the magnifier and reading aloud. Loaded with the
 * toolbar's own chunk (it adds them, English too, see addTexts); the header's switch is in core.ts.
 */
export const zh = {
  'care.magnifier': '放大镜',
  'care.magnifierEmpty': '将鼠标指向文字，或用 Tab 键移到链接和按钮上，这里会放大显示。',
  'care.read': '朗读',
  'care.pause': '暂停',
  'care.resume': '继续',
  'care.stop': '停止',
  'care.reading': '正在朗读…',
  'care.paused': '已暂停朗读。',
  'care.noSpeech': '此浏览器不能朗读文字。',
  'care.noVoice': '此浏览器没有中文语音，朗读可能无声或读音不准。可在系统设置中添加中文语音。',
  'care.nothing': '没有可朗读的文字。',
};

export const en: Record<keyof typeof zh, string> = {
  'care.magnifier': 'Magnifier',
  'care.magnifierEmpty': 'Point at text, or Tab to a link or button, and it is shown enlarged here.',
  'care.read': 'Read aloud',
  'care.pause': 'Pause',
  'care.resume': 'Resume',
  'care.stop': 'Stop',
  'care.reading': 'Reading aloud…',
  'care.paused': 'Reading paused.',
  'care.noSpeech': 'This browser cannot read text aloud.',
  'care.noVoice':
    'This browser has no Chinese voice: reading may be silent or mispronounced. A Chinese voice can be added in the system settings.',
  'care.nothing': 'There is no text to read.',
};
