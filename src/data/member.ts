/**
 * The member's profile-completion status (`/v1_0/Scatt/Job/memberInfo`, spec s5): publishing casual work and
 * making rights appointments need `is_refine` 1. Never cached for long: a member who has just completed the
 * profile in the member centre must get through on the next visit.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const memberInfoQuery = (uid: number, utype: 1 | 2) =>
  queryOptions({
    queryKey: ['memberInfo', uid, utype],
    queryFn: ({ signal }) =>
      api.get('/v1_0/Scatt/Job/memberInfo', { params: { query: { id: uid, utype } }, signal }).then((d) => d.info),
    staleTime: 0,
    gcTime: 60_000,
  });
