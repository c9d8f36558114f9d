/**
 * 两边都改了 (issue 32 item 2; decision 083): after 更新后重新提交, each field that both the author and a
 * publication since changed is shown side by side, the published value and the author's, with the change in the
 * editor's words; the author keeps the published one or takes theirs. Nothing else of the publication is touched.
 */
import { useSnapshot } from 'valtio';
import type { PortalConfig } from '../../src/config/portal-config';
import { describeChanges } from '../model/change-list';
import { setAt } from '../model/edits';
import { apply, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import type { MergeConflict } from '../service/studio-client';
import * as s from '../shared/studio.css';
import { decided, mergeChoices } from './merge-choices';

const shown = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value || '—' : JSON.stringify(value);

function fieldWords(draft: PortalConfig, c: MergeConflict, locale: 'zh-CN' | 'en') {
  const line = describeChanges(setAt(draft, c.pointer, c.theirs), setAt(draft, c.pointer, c.mine), locale)[0];
  // "首页 › 最新职位 › 标题: 热门职位 → 急聘职位": the field is what comes before the values.
  return line ? line.replace(/:[^:]*$/, '') : c.pointer;
}

export function ConflictChoice() {
  const { t, locale } = useStudioT();
  const { items } = useSnapshot(mergeChoices);
  const snap = useSnapshot(studio);
  if (!items.length || !snap.draft) return null;
  const words = locale === 'en' ? 'en' : 'zh-CN';
  const takeMine = (c: MergeConflict) => {
    if (studio.draft) apply(setAt(studio.draft, c.pointer, c.mine as never));
    decided(c.pointer);
  };
  return (
    <section className={s.notice} aria-labelledby="merge-title">
      <h2 id="merge-title">{t('mergeTitle')}</h2>
      <p>{t('mergeHelp')}</p>
      <ul className={s.plainList}>
        {(items as MergeConflict[]).map((c) => {
          const field = fieldWords(snap.draft as PortalConfig, c, words);
          return (
            <li key={c.pointer} className={s.listItem} aria-label={field}>
              <strong>{field}</strong>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('mergePublished')}</th>
                    <th scope="col">{t('mergeMine')}</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>{shown(c.theirs)}</td>
                    <td>{shown(c.mine)}</td>
                  </tr>
                </tbody>
              </table>
              <button type="button" className={s.button} onClick={() => decided(c.pointer)}>
                {t('keepPublished')}
              </button>{' '}
              <button type="button" className={s.button} onClick={() => takeMine(c)}>
                {t('useMine')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
