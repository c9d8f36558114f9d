/**
 * Problems and warnings as an HR editor reads them (decision 050): each in the studio's language, what is wrong and
 * what to do, a warning marked 提醒 in its own colour; the JSON pointer only inside a folded 技术细节, with the
 * developer's English message there only in English or for a problem without words of its own. The checker's words come with each problem (src/config/problem-words.ts).
 */
import type { Locale } from '../../src/i18n/i18n';
import type { ConfigProblem } from '../../src/config/portal-config';
import { problemWords } from '../../src/config/problem-words';
import { studioText } from '../i18n/use-studio-t';
import * as s from './problem-text.css';

interface Props {
  problems: readonly ConfigProblem[];
  locale: Locale;
  /** Id of the list, for a field's aria-describedby. */
  id?: string;
  /** Say where each one is (首页 › 最新职位): for lists away from the fields. */
  withPlace?: boolean;
  /** Offer 前往修改 on each, leading to its field. */
  onShow?: (problem: ConfigProblem) => void;
}

/** One problem's sentence: 每页条数至少为 1。请填写 1 到 100 之间的数字。 */
function sentence(message: string, fix: string, locale: Locale) {
  const end = (text: string) => (/[。.!?！？]$/.test(text) ? text : `${text}${locale === 'en' ? '.' : '。'}`);
  return locale === 'en' ? `${end(message)} ${end(fix)}` : `${end(message)}${end(fix)}`;
}

export function ProblemText({ problems, locale, id, withPlace = false, onShow }: Props) {
  const t = (key: Parameters<typeof studioText>[1]) => studioText(locale, key);
  if (!problems.length) return null;
  return (
    <ul id={id} className={s.list}>
      {problems.map((problem, i) => {
        const warning = problem.level === 'warning';
        const words = problemWords(problem, locale);
        return (
          <li key={`${problem.pointer} ${i}`} className={warning ? s.warning : s.problem}>
            <span className={s.tag}>{warning ? t('warningTag') : t('problemTag')}</span>
            {withPlace && words.place && (
              <span className={s.place}>
                {words.place}
                {locale === 'en' ? ': ' : '：'}
              </span>
            )}
            <span>{sentence(words.message, words.fix, locale)}</span>
            {onShow && (
              <button
                type="button"
                className={s.go}
                aria-label={`${t('goToProblem')}${locale === 'en' ? ': ' : '：'}${words.message}`}
                onClick={() => onShow(problem)}
              >
                {t('goToProblem')}
              </button>
            )}
            <details className={s.details}>
              <summary className={s.summary}>{t('technicalDetails')}</summary>
              <div>
                {t('detailsPointer')}
                <code className={s.code}>{problem.pointer || '/'}</code>
              </div>
              {/* The developer's English only in English, or when the problem has no words of its own (issue 32, item
                  6: 技术细节 in Chinese for HR; the place is what a developer asks for). */}
              {(locale === 'en' || !problem.words) && (
                <div>
                  {t('detailsMessage')}
                  <span lang="en">
                    {problem.message}. {problem.fix}
                  </span>
                </div>
              )}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
