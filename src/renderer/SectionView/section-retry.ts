/**
 * What a failed section's retry asks again before the section is drawn afresh: the data it was drawing, which may
 * be what broke it. When what failed was the component's code, nothing: drawing afresh asks for the code again, and
 * the data it had is still good.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SectionConfig } from '../../config/portal-config';
import { sectionQueries } from '../page-model';
import { isCodeLoadFailure } from '../../widgets/retrying-lazy';

export async function askAgain(client: QueryClient, section: SectionConfig, search: URLSearchParams, error: unknown) {
  if (isCodeLoadFailure(error)) return;
  await Promise.all(
    sectionQueries(section, search)
      .filter((q) => q.enabled !== false)
      // staleTime 0: asked now even if the answer is fresh (joining a call already under way).
      .map((q) => client.fetchQuery({ ...q, staleTime: 0 }).catch(() => undefined)),
  );
}
