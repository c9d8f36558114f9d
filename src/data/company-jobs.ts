/**
 * The logged-in company's own jobs (companyJobsIndex, spec s7 "a company job list"): what a company picks from when
 * it invites a candidate to an interview or registers for a job fair. Keyed by company, so another login asks
 * afresh; one page of up to 100 jobs is enough to pick from.
 */
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../sdk/schema';
import { api } from './api-client';

export type CompanyJob = components['schemas']['Job'];
export const COMPANY_JOBS_PAGE = 100;

export const companyJobsQuery = (companyId: number | null) =>
  queryOptions({
    queryKey: ['companyJobs', companyId],
    queryFn: ({ signal }) =>
      api
        .get('/v1_0/company/jobs/index', { params: { query: { page: 1, pagesize: COMPANY_JOBS_PAGE } }, signal })
        .then((d): readonly CompanyJob[] => d.items),
    enabled: companyId !== null,
    // A dialog shows a failure itself, beside its retry: no toast as well.
    meta: { errorToast: false },
  });
