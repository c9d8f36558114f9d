/**
 * The portal's form submissions, one mutation per form. Each posts to its literal contract path, so the body is
 * typed by the contract; a failure rejects with the SDK's ApiError. Mutations are never retried (a retry could
 * register an appointment twice).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../sdk/schema';
import { api } from './api-client';
import { markAppointmentsStale } from './rights-feedback';

type Schemas = components['schemas'];
export type ArbitrationBody = Schemas['ArbitrationAppointmentRequest'];
export type SupervisionBody = Schemas['SupervisionAppointmentRequest'];
export type ScattJobBody = Schemas['ScattJobAddRequest'];
export type ScattWorkBody = Schemas['ScattWorkAddRequest'];
export type PolicyApplyBody = Schemas['PolicySubsidyApplyRequest'];

/** Forms show a failed submission inline, beside what was typed: no toast on top. */
const INLINE_ERRORS = { errorToast: false } as const;

/** A labour arbitration appointment (arbitrationAdd); the member's appointments then show it. */
export function useArbitrationAdd() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['arbitrationAdd'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: ArbitrationBody) =>
      api.post('/v1_0/seafeguardingrights/Safeguardingrights/arbitrationAdd', { body }),
    onSuccess: () => markAppointmentsStale(client, 'arbitration'),
  });
}

/** A wage-arrears supervision appointment, type 1 (construction) or 2 (other sectors) (supervisionAdd); likewise. */
export function useSupervisionAdd() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['supervisionAdd'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: SupervisionBody) =>
      api.post('/v1_0/seafeguardingrights/Safeguardingrights/supervisionAdd', { body }),
    onSuccess: () => markAppointmentsStale(client, 'supervision'),
  });
}

/** Marks a config source's cached pages stale (source-query keys them ['source', operationId, params]). */
function useStale(operationId: string) {
  const client = useQueryClient();
  // Not awaited: the visitor's success should not wait for a list refetch.
  return () => {
    void client.invalidateQueries({ queryKey: ['source', operationId] });
  };
}

/** A casual job offered (scattJobAdd); the casual-job lists then show it. */
export function useScattJobAdd() {
  const stale = useStale('scattJobIndex');
  return useMutation({
    mutationKey: ['scattJobAdd'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: ScattJobBody) => api.post('/v1_0/scatt/Job/add', { body }),
    onSuccess: stale,
  });
}

/** A worker seeking casual work (scattWorkAdd); the worker lists then show it. */
export function useScattWorkAdd() {
  const stale = useStale('scattWorkIndex');
  return useMutation({
    mutationKey: ['scattWorkAdd'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: ScattWorkBody) => api.post('/v1_0/scatt/Work/add', { body }),
    onSuccess: stale,
  });
}

/** A policy subsidy application (savePolicyApplyForSubsidy). */
export const usePolicyApply = () =>
  useMutation({
    mutationKey: ['savePolicyApplyForSubsidy'],
    retry: false,
    meta: INLINE_ERRORS,
    mutationFn: (body: PolicyApplyBody) => api.post('/api/policy/savePolicyApplyForSubsidy', { body }),
  });
