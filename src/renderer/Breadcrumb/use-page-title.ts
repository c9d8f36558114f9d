/**
 * The page's record name in the browser (page-trail.ts says which section holds the record and what its name is),
 * and the tab's title that follows from it.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PageConfig } from '../../config/portal-config';
import { sourceQuery } from '../../data/source-query';
import { sectionArgs } from '../page-model';
import { recordName, recordSection } from './page-trail';

/**
 * The name of the record the page shows at this address, once its section's answer is in the query cache (read
 * from the cache, never asked for: the section asks). Undefined on pages without a record and until it arrives.
 */
export function useRecordName(page: PageConfig, search: URLSearchParams): string | undefined {
  const client = useQueryClient();
  const section = recordSection(page, search);
  const key = section?.source ? sourceQuery(section.source, sectionArgs(section, search)).queryKey : undefined;
  const subscribe = useCallback((change: () => void) => client.getQueryCache().subscribe(change), [client]);
  const read = () => (key ? client.getQueryData(key) : undefined);
  return recordName(useSyncExternalStore(subscribe, read, read));
}

/**
 * Sets the browser tab's title while the page (or a gate's question) is shown: a hidden kept-alive page's effects
 * are not running, and they run again when it is shown. Null leaves the title to whoever draws the page.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
