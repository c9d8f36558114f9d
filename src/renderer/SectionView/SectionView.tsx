/**
 * One section of a page, from its config: resolves its data source(s) through src/data, frames it with loading,
 * empty and error states, adds filters and page numbers, and draws the registered component with the data. Every
 * kind of section sits in the same error boundary (SectionErrorBoundary).
 */
import { memo, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { malformedError } from '../../../sdk/errors';
import { catalog, catalogEntry } from '../../config/catalog';
import type { FilterConfig, SectionConfig, SourceConfig } from '../../config/portal-config';
import { rowsOf, sourceQuery } from '../../data/source-query';
import { areaTreeQuery } from '../../data/site-settings';
import { localText, translate, useT, type Locale } from '../../i18n/i18n';
import { SectionFrame, type FrameQuery } from '../../widgets/SectionFrame/SectionFrame';
import { Settled } from '../../widgets/SectionFrame/settled';
import { useHydrating } from '../../browser-state/use-browser-state';
import { isShown, sectionArgs } from '../page-model';
import { mayWait } from '../page-plan';
import { isLoaded } from '../component-loaders';
import { componentFor, partFor } from '../registry';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { askAgain } from './section-retry';
import { HydrateWhenNear } from '../HydrateWhenNear/HydrateWhenNear';
import * as styles from './SectionView.css';

interface Props {
  section: SectionConfig;
  search: URLSearchParams;
  /** The language shown, read once by the section (useT) for its parts. */
  locale: Locale;
}

/**
 * Drawn again only when its own config or the page address changes (not each time the page around it updates, such
 * as when another section settles).
 */
export const SectionView = memo(
  function SectionView({ section, search }: { section: SectionConfig; search: URLSearchParams }) {
    const client = useQueryClient();
    const { locale } = useT();
    if (!isShown(section, search)) return null;
    let body: ReactNode;
    if (section.source)
      body = <SourcedSection section={section} source={section.source} search={search} locale={locale} />;
    else if (section.sources)
      body = <MultiSourcedSection section={section} sources={section.sources} search={search} locale={locale} />;
    else body = <Drawn section={section} data={undefined} rows={[]} search={search} locale={locale} />;
    return (
      <SectionErrorBoundary
        section={section}
        locale={locale}
        bare={kindOf(section) === 'widget'}
        resetKey={search.toString()}
        onRetry={(error) => askAgain(client, section, search, error)}
      >
        {body}
      </SectionErrorBoundary>
    );
  },
  (a, b) => a.section === b.section && a.search.toString() === b.search.toString(),
);

const kindOf = (section: SectionConfig) => catalog[section.component].kind;
/** Its code may wait for the reader's first act (decision 098). */
const waitsForAct = (section: SectionConfig) => catalogEntry(section.component)?.waitsForAct === true;

interface DrawnProps {
  section: SectionConfig;
  data: unknown;
  rows: readonly unknown[];
  total?: number;
  search: URLSearchParams;
  locale: Locale;
  /** Drawn with the component, never before it (page numbers below a list that is still loading would jump). */
  after?: ReactNode;
}

function Drawn({ section, data, rows, total, search, locale, after }: DrawnProps) {
  const hydrating = useHydrating();
  // Taken once per section: the component, and whether it sits in a Suspense boundary of its own: while its code
  // is still to come, and in the server's markup (HydrateWhenNear).
  const [{ Component, boundary, codeReady }] = useState(() => ({
    Component: componentFor(section.component),
    boundary: hydrating || !isLoaded(section.component),
    codeReady: isLoaded(section.component),
  }));
  // The same elements while the props are: drawn again once hydrated (useHydrating), this section must not hand a
  // boundary that still waits to hydrate anything new.
  const body = useMemo(
    () => (
      <>
        <Component section={section} data={data} rows={rows} total={total} search={search} />
        {after}
        <Settled id={section.id} />
      </>
    ),
    [Component, section, data, rows, total, search, after],
  );
  const fallback = useMemo(
    () => (
      <p className={styles.loading} role="status">
        {translate(locale, 'state.loading')}
      </p>
    ),
    [locale],
  );
  if (!boundary) return body;
  return (
    <HydrateWhenNear
      sectionId={section.id}
      mayWait={mayWait(section.component)}
      untilAct={waitsForAct(section)}
      codeReady={codeReady}
      fallback={fallback}
    >
      {body}
    </HydrateWhenNear>
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

/** A section's filter bar, bound to the page address (and to the district tree when a filter picks a district). */
function SectionFilters({
  section,
  filters,
  search,
}: {
  section: SectionConfig;
  filters: readonly FilterConfig[];
  search: URLSearchParams;
}) {
  const setAddress = useAddress();
  const needsAreas = filters.some((f) => f.control === 'district');
  const areas = useQuery({ ...areaTreeQuery(), enabled: needsAreas });
  const filterKey = filters.map((f) => search.get(f.query ?? f.param) ?? '').join('\u0000');
  const action = useHref(useLocation().pathname);
  // Its own chunk, on pages with a filter (decision 091): here before hydration, else drawn once it arrives.
  const [FilterBar] = useState(() => partFor('FilterBar'));
  return (
    <Suspense fallback={null}>
      <FilterBar
        key={filterKey}
        action={action}
        sectionId={section.id}
        filters={filters}
        search={search}
        areas={areas.data}
        onApply={(v) => setAddress(v, true)}
      />
    </Suspense>
  );
}

/** A list's page numbers, bound to the page address (links to it, so they work without JavaScript too). */
function SectionPages({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const setAddress = useAddress();
  const location = useLocation();
  const base = useHref(location.pathname);
  const href = (p: number) => {
    const next = new URLSearchParams(location.search);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    return next.size ? `${base}?${next}` : base;
  };
  // Its own chunk, on pages of a paged list (decision 091), as FilterBar.
  const [Pagination] = useState(() => partFor('Pagination'));
  return (
    <Suspense fallback={null}>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        href={href}
        onChange={(p) => setAddress({ page: p > 1 ? String(p) : '' }, false)}
      />
    </Suspense>
  );
}

/**
 * A section with one data source. Only sections that filter or page subscribe to the router and the district tree
 * (SectionFilters, SectionPages): the others cost no more than the same component written out by hand.
 */
function SourcedSection({ section, source, search, locale }: Props & { source: SourceConfig }) {
  const args = sectionArgs(section, search);
  const options = sourceQuery(source, args);
  const query = useQuery({ ...options, placeholderData: section.paginate ? keepPreviousData : undefined });
  const kind = kindOf(section);
  const show = section.show ?? section.pageSize;
  return (
    <SectionFrame
      id={section.id}
      title={localText(locale, section.title) || undefined}
      more={section.more}
      query={query}
      idle={options.enabled === false /* waits for an address value, e.g. a detail page's id */}
      isEmpty={
        kind === 'list'
          ? (d) => {
              const r = rowsOf(d);
              return r.found && r.rows.length === 0;
            }
          : undefined
      }
      bare={kind === 'widget'}
      waitsForAct={waitsForAct(section)}
      toolbar={
        section.filters?.length ? (
          <SectionFilters section={section} filters={section.filters} search={search} />
        ) : undefined
      }
    >
      {(data) => {
        const { rows, total, found } = rowsOf(data);
        // A list answer without any list breaks the contract: told as such by the section's boundary.
        if (kind === 'list' && !found)
          throw malformedError(undefined, new TypeError(`${source.operation} answered without a list`));
        return (
          <Drawn
            section={section}
            data={data}
            rows={show ? rows.slice(0, show) : rows}
            total={total}
            search={search}
            locale={locale}
            after={
              section.paginate && section.pageSize && total !== undefined ? (
                <SectionPages page={args.page} pageSize={section.pageSize} total={total} />
              ) : undefined
            }
          />
        );
      }}
    </SectionFrame>
  );
}

/** Forms and other sections with several named sources: drawn once every source has answered. */
function MultiSourcedSection({ section, sources, search, locale }: Props & { sources: Record<string, SourceConfig> }) {
  const names = Object.keys(sources);
  const combined = useQueries({
    queries: names.map((name) => sourceQuery(sources[name]!, { search })),
    combine: (results): FrameQuery<Record<string, unknown>> => ({
      data: results.every((r) => r.data !== undefined)
        ? Object.fromEntries(names.map((n, i) => [n, results[i]!.data]))
        : undefined,
      error: results.find((r) => r.isError)?.error,
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      isFetching: results.some((r) => r.isFetching),
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    }),
  });
  return (
    <SectionFrame
      id={section.id}
      title={localText(locale, section.title) || undefined}
      more={section.more}
      query={combined}
    >
      {(data) => <Drawn section={section} data={data} rows={[]} search={search} locale={locale} />}
    </SectionFrame>
  );
}
