/**
 * The articles of one category: the section's own source asked with the category (`cid`, the home article list's
 * parameter), as many as the section asks for and shows. Loading, failure with a retry, and "none" are told here,
 * in the tab's panel, like SectionFrame tells them for the whole section.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { malformedError } from '../../../sdk/errors';
import { rowsOf, sourceQuery } from '../../data/source-query';
import { useT } from '../../i18n/i18n';
import { FailureNote } from '../../widgets/FailureNote/FailureNote';
import { ArticleList } from '../ArticleList/ArticleList';
import type { SectionOf } from '../../config/portal-config';
import type { SectionProps } from '../section-props';
import * as styles from './ArticleTabs.css';

/** homeArticleIndex's category parameter (openapi/portal.yaml). */
const CATEGORY_PARAM = 'cid';

export function CategoryPanel(
  props: Omit<SectionProps<'ArticleTabs'>, 'section'> & {
    section: SectionOf<'ArticleList'>;
    cid: number;
    label: string;
  },
) {
  const { section, search, cid, label } = props;
  const { t } = useT();
  const source = section.source!; // the catalogue gives ArticleTabs a source, and the config check holds it to that
  const query = useQuery({
    ...sourceQuery(
      { ...source, params: { ...source.params, [CATEGORY_PARAM]: cid } },
      { search, pageSize: section.pageSize },
    ),
    // The last category's articles stay (marked busy) until the next one's arrive: the page does not jump.
    placeholderData: keepPreviousData,
  });

  if (query.isPending)
    return (
      <p className={styles.note} role="status">
        {t('state.loading')}
      </p>
    );
  const { rows, found } = rowsOf(query.data);
  // An answer without a list breaks the contract: told as such, as the renderer tells it for a section.
  const failure = query.isError ? query.error : found ? null : malformedError(undefined);
  if (failure)
    return (
      <FailureNote
        error={failure}
        retry={query.refetch}
        busy={query.isFetching}
        say={(reason) => t('state.failed', { title: label, reason })}
      />
    );
  const show = section.show ?? section.pageSize;
  if (rows.length === 0) return <p className={styles.note}>{t('state.empty')}</p>;
  // Here the panel does the renderer's part: it asked the section's own source (homeArticleIndex, which the catalogue
  // lets ArticleList draw) and hands its answer on, as component-loaders.ts does for every section (decision 019).
  const list = { data: query.data, rows: show ? rows.slice(0, show) : rows } as Pick<
    SectionProps<'ArticleList'>,
    'data' | 'rows'
  >;
  return (
    <div
      aria-busy={query.isPlaceholderData || undefined}
      className={query.isPlaceholderData ? styles.stale : undefined}
    >
      <ArticleList {...props} {...list} />
    </div>
  );
}
