/**
 * Home news (spec s7 "home article list -> data.article_list; GET /v1_0/home/article/category", s9 "articles 3
 * shown"): the article list under tabs of its categories, "all" first. The "all" list is the section's own source,
 * resolved by the renderer; a category's list is the same source asked with `cid`, and the categories are the
 * source named by `options.categories`, both through src/data when the tabs need them (decision 011).
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../sdk/schema';
import type { SourceConfig } from '../../config/portal-config';
import { rowsOf, sourceQuery } from '../../data/source-query';
import { useT, addTexts } from '../../i18n/i18n';
import { ArticleList } from '../ArticleList/ArticleList';
import type { SectionProps } from '../section-props';
import { FailureNote } from '../../widgets/FailureNote/FailureNote';
import { TabList } from '../../widgets/TabList/TabList';
import { CategoryPanel } from './CategoryPanel';
import * as styles from './ArticleTabs.css';
import { zh as homeTexts } from '../../i18n/messages/home';

addTexts(homeTexts);

type Category = components['schemas']['ArticleCategory'];

const isCategory = (v: unknown): v is Category =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Partial<Category>).id === 'number' &&
  typeof (v as Partial<Category>).name === 'string';

/** The categories named by `options.categories` (checked by the config check), once they have arrived. */
function useCategories(source: SourceConfig | undefined, search: URLSearchParams) {
  const query = useQuery({
    ...sourceQuery(source ?? { operation: 'homeArticleCategory' }, { search }),
    enabled: source !== undefined,
  });
  const categories = query.data === undefined ? [] : rowsOf(query.data).rows.filter(isCategory);
  // Tabs while the categories load (no jump when they arrive), not when there are none or they failed.
  const offered = source !== undefined && !query.isError && !(query.isSuccess && categories.length === 0);
  return { query, categories, offered };
}

export function ArticleTabs(props: SectionProps<'ArticleTabs'>) {
  const { section, search } = props;
  const { t } = useT();
  const id = useId();
  const { query, categories, offered: showTabs } = useCategories(section.options?.categories, search);
  // The list below is an article list of this section's settings (its tabs are the categories above).
  const listSection = { ...section, component: 'ArticleList' as const, options: undefined };
  /** The chosen category's id; null for "all". */
  const [active, setActive] = useState<number | null>(null);
  const tabs: { cid: number | null; name: string }[] = [
    { cid: null, name: t('home.news.all') },
    ...categories.map((c) => ({ cid: c.id, name: c.name })),
  ];
  // A category that is no longer offered (or no tabs at all) falls back to "all".
  const current = Math.max(0, showTabs ? tabs.findIndex((tab) => tab.cid === active) : 0);
  const cid = tabs[current]!.cid;
  const key = (cid: number | null) => (cid === null ? 'all' : String(cid));

  return (
    <div className={styles.tabs}>
      {showTabs && (
        <TabList
          tabs={tabs.map((tab) => ({ key: key(tab.cid), label: tab.name }))}
          selected={key(cid)}
          onSelect={(k) => setActive(tabs.find((tab) => key(tab.cid) === k)?.cid ?? null)}
          label={t('home.news.tabs')}
          activation="manual"
          tabId={(k) => `${id}-tab-${k}`}
          panelId={() => `${id}-panel`}
        />
      )}
      {/* Categories that cannot be had leave the news as it was, "all", with the failure told beside it. */}
      {query.isError && (
        <FailureNote
          error={query.error}
          retry={query.refetch}
          busy={query.isFetching}
          say={(reason) => t('state.failed', { title: t('home.news.tabs'), reason })}
        />
      )}
      <div
        role={showTabs ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={showTabs ? `${id}-tab-${key(cid)}` : undefined}
      >
        {cid === null ? (
          <ArticleList {...props} section={listSection} />
        ) : (
          <CategoryPanel {...props} section={listSection} cid={cid} label={tabs[current]!.name} />
        )}
      </div>
    </div>
  );
}
