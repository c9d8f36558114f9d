/**
 * The pages, grouped as the header menu groups them (a page's `menu` names its tab), then the header tabs and
 * footer links as lists of their own.
 */
import { useSnapshot } from 'valtio';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import { pageName } from '../model/change-list';
import { problemsUnder } from '../model/check';
import { select, studio, type Selection } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './editor.css';

const LISTS: { list: NonNullable<Selection['list']>; zh: string; en: string }[] = [
  { list: 'tabs', zh: '页眉菜单', en: 'Header menu' },
  { list: 'personalLinks', zh: '页脚 · 个人服务链接', en: 'Footer · personal links' },
  { list: 'companyLinks', zh: '页脚 · 单位服务链接', en: 'Footer · company links' },
];

function groups(config: PortalConfig, locale: 'zh-CN' | 'en') {
  const byTab = config.header.tabs.map((tab) => ({
    title: localText(locale, tab.label),
    pages: Object.keys(config.pages).filter((id) => config.pages[id]!.menu === tab.id),
  }));
  const grouped = new Set(byTab.flatMap((g) => g.pages));
  const others = Object.keys(config.pages).filter((id) => !grouped.has(id));
  return [
    ...byTab.filter((g) => g.pages.length),
    { title: locale === 'en' ? 'Other pages' : '其他页面', pages: others },
  ];
}

export function PagesPanel({ problems }: { problems: readonly ConfigProblem[] }) {
  const { locale } = useStudioT();
  const snap = useSnapshot(studio);
  const config = snap.draft as PortalConfig | null;
  if (!config) return null;
  const { pageId, list } = snap.selection;
  return (
    <section aria-labelledby="pages-title">
      <h2 id="pages-title" className={s.heading}>
        {locale === 'en' ? 'Pages' : '页面'}
      </h2>
      {groups(config, locale).map((group) => (
        <div key={group.title}>
          <h3 className={s.group}>{group.title}</h3>
          <ul className={s.list}>
            {group.pages.map((id) => {
              const count = problemsUnder(problems, `/pages/${id}`).length;
              return (
                <li key={id}>
                  <button
                    type="button"
                    className={s.pageButton}
                    aria-current={!list && id === pageId ? 'true' : undefined}
                    onClick={() => select(id, null)}
                  >
                    {pageName(config, id, locale)} <span className={s.meta}>{config.pages[id]!.route}</span>
                    {count > 0 && <span className={s.badge}>{count}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <h3 className={s.group}>{locale === 'en' ? 'Header and footer' : '页眉与页脚'}</h3>
      <ul className={s.list}>
        {LISTS.map((l) => (
          <li key={l.list}>
            <button
              type="button"
              className={s.pageButton}
              aria-current={list === l.list ? 'true' : undefined}
              onClick={() => select(pageId, null, l.list)}
            >
              {locale === 'en' ? l.en : l.zh}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
