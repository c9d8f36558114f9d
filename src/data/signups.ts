/**
 * Signing up and registering (issue 9 item 2, spec s7): a course sign-up (schoolSignUp), a company registering for an
 * on-site job fair (addJobfairCompany) and a member joining an online fair (joinOnlineJobfair). Never retried (a
 * retry could register twice); each dialog shows its failure beside what was chosen, so no toast on top (an expired
 * session is still reported globally). Success marks the page's record stale, so its counts are asked for again; "done before" (409) resolves with the
 * server's words and ends in the same done state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../sdk/schema';
import { once } from './already-done';
import { api } from './api-client';

type Schemas = components['schemas'];
export type SchoolSignUpBody = Schemas['SchoolSignUpRequest'];
export type FairRegistrationBody = Schemas['AddJobfairCompanyRequest'];
export type OnlineFairJoinBody = Schemas['JoinOnlineJobfairRequest'];

const INLINE_ERRORS = { errorToast: false } as const;

/** Marks a detail page's record stale (source-query keys it ['source', operationId, params]); not awaited. */
function useStale(operationId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['source', operationId] });
}

/** A personal member signs up for a skills course (its sign-up count changes). */
export function useSchoolSignUp() {
  const stale = useStale('schoolDetail');
  return useMutation({
    mutationKey: ['schoolSignUp'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: SchoolSignUpBody) => once(() => api.post('/v1_0/school/Schoolpaglogin/schoolSignUp', { body })),
    onSuccess: stale,
  });
}

/** The logged-in company registers for an on-site fair with some of its jobs (the organiser reviews it). */
export function useFairRegistration() {
  const stale = useStale('queryJobFairById');
  return useMutation({
    mutationKey: ['addJobfairCompany'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: FairRegistrationBody) => once(() => api.post('/api/V2/jobfairMini/addJobfairCompany', { body })),
    onSuccess: stale,
  });
}

/** A member joins an online fair: a person with the default resume, a company with the jobs it chose. */
export function useOnlineFairJoin() {
  const stale = useStale('queryOnlineJobFairById');
  return useMutation({
    mutationKey: ['joinOnlineJobfair'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: OnlineFairJoinBody) => once(() => api.post('/api/V2/jobfairOnline/joinOnlineJobfair', { body })),
    onSuccess: stale,
  });
}
