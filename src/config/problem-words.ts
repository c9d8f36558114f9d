/**
 * A config problem in the editor's words (decision 050): every problem the checker finds carries `words` in Chinese
 * and English (what is wrong, what to do, and where), beside the developer's `message` and `fix` that
 * `npm run config:check` and the publishing service print. The studio shows only these words; the pointer and the
 * developer's message stay in its folded 技术细节.
 */
import type { Locale } from './config-parts';
import type { ConfigProblem, PlainWords } from './portal-config';
import { placeOf } from './place-names';

export type ProblemWords = NonNullable<ConfigProblem['words']>;

/** Words in both languages: `[message, fix]` for each. */
export const both = (zh: readonly [string, string], en: readonly [string, string]): ProblemWords => ({
  'zh-CN': { message: zh[0], fix: zh[1] },
  en: { message: en[0], fix: en[1] },
});

/** What a problem without words says (one a service older than decision 050 sent, say): the plain part only. */
const UNKNOWN: Record<Locale, PlainWords> = {
  'zh-CN': { message: '这一项设置有误', fix: '请联系技术人员，并把下方“技术细节”中的内容告诉他们' },
  en: { message: 'This setting is not right', fix: 'Ask a developer, with what the technical details below say' },
};

/** A problem's words in the locale (message, fix and, when known, its place). Pure. */
export function problemWords(problem: Pick<ConfigProblem, 'words'>, locale: Locale): PlainWords {
  return problem.words?.[locale] ?? UNKNOWN[locale];
}

/** The problems with each one's place (首页 › 最新职位) added to its words, as read in the document checked. */
export function withPlaces<P extends ConfigProblem>(problems: P[], doc: unknown): P[] {
  for (const p of problems) {
    if (!p.words) continue;
    for (const locale of ['zh-CN', 'en'] as const) p.words[locale].place ??= placeOf(doc, p.pointer, locale);
  }
  return problems;
}
