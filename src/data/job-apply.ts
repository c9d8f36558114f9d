/**
 * Applying for a job (issue 9 item 1): jobApplyAdd from a job, jobApplyAdd01 from a job fair's exhibitor list, and
 * which jobs the member has applied for during this visit. The contract has no call that says so on load, so the
 * applied jobs live in a query of their own, filled by each application (docs/decisions/013).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isAlreadyDone } from './already-done';
import { api } from './api-client';

/**
 * The jobs a member has applied for in this visit (ids). Never fetched: the list starts empty and applications add
 * to it; kept for the whole visit (no gc), and keyed by member so another login starts afresh.
 */
export const appliedJobsQuery = (uid: number | null) =>
  queryOptions({
    queryKey: ['appliedJobs', uid],
    // Nothing to ask the server: a refetch (an invalidation of everything) keeps what this visit has learnt.
    queryFn: ({ client, queryKey }) => client.getQueryData<readonly number[]>(queryKey) ?? [],
    initialData: [] as readonly number[],
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: uid !== null,
  });

export interface JobApplyVars {
  jobid: number;
  /** Applying at this job fair (jobApplyAdd01) rather than from the job itself (jobApplyAdd). */
  jobFairId?: number;
}

/** How an application ended when it did not fail: sent now, or already sent before. */
export type JobApplyResult = 'applied' | 'alreadyApplied';

/**
 * One application of the member `uid`, with the default resume (the contract lists no resumes to pick from).
 * "Already applied" resolves rather than fails: it is news, not an error, and the job is then applied either way.
 */
export function useJobApply(uid: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['jobApply', uid],
    retry: false,
    // The button's own result line tells every failure; an expired session is still reported globally.
    meta: { errorToast: false },
    mutationFn: async ({ jobid, jobFairId }: JobApplyVars): Promise<JobApplyResult> => {
      try {
        if (jobFairId === undefined) await api.post('/v1_0/member/index/jobApplyAdd', { body: { jobid } });
        else await api.post('/v1_0/member/index/jobApplyAdd01', { body: { jobid, jobFairId } });
        return 'applied';
      } catch (error) {
        if (isAlreadyDone(error)) return 'alreadyApplied';
        throw error;
      }
    },
    onSuccess: (_result, { jobid }) => {
      client.setQueryData(appliedJobsQuery(uid).queryKey, (ids = []) => (ids.includes(jobid) ? ids : [...ids, jobid]));
    },
  });
}
