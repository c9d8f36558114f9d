/**
 * One section of a page, from its config: resolves its data source(s) through src/data, frames it with loading,
 * empty and error states, adds filters and page numbers, and draws the registered component with the data.
 */
import { Suspense, useCallback } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalog } from '../../config/catalog';
import type { SectionConfig, SourceConfig } from '../../config/portal-config';
import { rowsOf, sourceParams, sourceQuery } from '../../data/source-query';
import { areaTreeQuery } from '../../data/site-settings';
import { useT } from '../../i18n/i18n';
import { FilterBar } from '../../widgets/FilterBar/FilterBar';
import { Pagination } from '../../widgets/Pagination/Pagination';
import { SectionFrame, type FrameQuery } from '../../widgets/SectionFrame/SectionFrame';
import { registry } from '../registry';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import * as styles from './SectionView.css';

interface Props {
  section: SectionConfig;
  search: URLSearchParams;
}

export function SectionView({ section, search }: Props) {
  if (section.hidden) return null;
  if (section.when && (search.get(section.when.query) ?? '') !== section.when.equals) return null;
  if (section.source) return <SourcedSection section={section} source={section.source} search={search} />;
  if (section.sources) return <MultiSourcedSection section={section} sources={section.sources} search={search} />;
  return <Drawn section={section} data={undefined} rows={[]} search={search} />;
}

function Drawn({ section, data, rows, total, search }: { section: SectionConfig; data: unknown; rows: readonly unknown[]; total?: number; search: URLSearchParams }) {
  const { t } = useT();
  const Component = registry[section.component as keyof typeof registry];
  return (
    <Suspense fallback={<p className={styles.loading} role="status">{t('state.loading')}</p>}>
      <Component section={section} data={data} rows={rows} total={total} search={search} />
    </Suspense>
  );
}

/** Writes values into the page address, dropping empty ones; `resetPage` starts a list again from page 1. */
function useAddress() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (values: Record<string, string>, resetPage: boolean) => {
      const next = new URLSearchParams(location.search);
      for (const [k, v] of Object.entries(values)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (resetPage) next.delete('page');
      const qs = next.toString();
      navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' });
    },
    [location.pathname, location.search, navigate],
  );
}

function SourcedSection({ section, source, search }: Props & { source: SourceConfig }) {
  const { text } = useT();
  const setAddress = useAddress();
  const page = section.paginate ? Math.max(1, Number(search.get('page')) || 1) : 1;
  const args = { search, pageSize: section.pageSize, page, filters: section.filters };
  const query = useQuery({ ...sourceQuery(source, args), placeholderData: section.paginate ? keepPreviousData : undefined });
  const needsAreas = section.filters?.some((f) => f.control === 'district') ?? false;
  const areas = useQuery({ ...areaTreeQuery(), enabled: needsAreas });
  const kind = catalog[section.component as keyof typeof catalog]?.kind;
  const show = section.show ?? section.pageSize;
  const filterKey = (section.filters ?? []).map((f) => search.get(f.query ?? f.param) ?? '').join('\u0000');

  const title = text(section.title) || undefined;
  return (
    <SectionErrorBoundary
      resetKey={query.dataUpdatedAt}
      onRetry={() => query.refetch()}
      fallback={(error, retry) => <SectionFrame id={section.id} title={title} more={section.more} query={{ ...query, isPending: false, isError: true, error, refetch: retry }}>{() => null}</SectionFrame>}
    >
    <SectionFrame
      id={section.id}
      title={title}
      more={section.more}
      query={query}
      idle={sourceParams(source, args).missing.length > 0}
      isEmpty={(d) => kind === 'list' && rowsOf(d).found && rowsOf(d).rows.length === 0}
      bare={kind === 'widget'}
      toolbar={
        section.filters?.length ? (
          <FilterBar key={filterKey} sectionId={section.id} filters={section.filters} search={search} areas={areas.data} onApply={(v) => setAddress(v, true)} />
        ) : undefined
      }
    >
      {(data) => {
        const { rows, total, found } = rowsOf(data);
        if (kind === 'list' && !found) throw new TypeError(`${section.source?.operation} answered without a list`);
        return (
          <>
            <Drawn section={section} data={data} rows={show ? rows.slice(0, show) : rows} total={total} search={search} />
            {section.paginate && section.pageSize && total !== undefined && (
              <Pagination page={page} pageSize={section.pageSize} total={total} onChange={(p) => setAddress({ page: p > 1 ? String(p) : '' }, false)} />
            )}
          </>
        );
      }}
    </SectionFrame>
    </SectionErrorBoundary>
  );
}

/** Forms and other sections with several named sources: drawn once every source has answered. */
function MultiSourcedSection({ section, sources, search }: Props & { sources: Record<string, SourceConfig> }) {
  const { text } = useT();
  const names = Object.keys(sources);
  const combined = useQueries({
    queries: names.map((name) => sourceQuery(sources[name]!, { search })),
    combine: (results): FrameQuery<Record<string, unknown>> => ({
      data: results.every((r) => r.data !== undefined) ? Object.fromEntries(names.map((n, i) => [n, results[i]!.data])) : undefined,
      error: results.find((r) => r.isError)?.error,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      isFetching: results.some((r) => r.isFetching),
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  });
  return (
    <SectionFrame id={section.id} title={text(section.title) || undefined} more={section.more} query={combined}>
      {(data) => <Drawn section={section} data={data} rows={[]} search={search} />}
    </SectionFrame>
  );
}
