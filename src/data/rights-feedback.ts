/**
 * The logged-in member's rights appointments and the organisations' feedback on them (arbitrationFeedback,
 * supervisionFeedback; spec s7 "arbitration and supervision feedback"). Member-only calls: keyed by member, so
 * another login asks afresh, and never enabled without one, so a visitor sends nothing (decision 016).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../sdk/schema';
import { api } from './api-client';

export type AppointmentKind = 'arbitration' | 'supervision';
export type ArbitrationAppointment = components['schemas']['ArbitrationFeedback'];
export type SupervisionAppointment = components['schemas']['SupervisionFeedback'];

/** One page of a member's appointments of one kind, tagged with the kind so a component can tell them apart. */
export type AppointmentPage =
  | { kind: 'arbitration'; total: number; items: readonly ArbitrationAppointment[] }
  | { kind: 'supervision'; total: number; items: readonly SupervisionAppointment[] };

export const FEEDBACK_PAGE_SIZE = 10;
const BASE = '/v1_0/seafeguardingrights/Safeguardingrights';

/** The key of every page of one kind, for every member: what a new booking makes stale. */
export const appointmentsKey = (kind: AppointmentKind) => ['rightsFeedback', kind] as const;

/** A page of the member's appointments of `kind`; `member` is the logged-in uid, null for a visitor (not asked). */
export const appointmentsQuery = (
  kind: AppointmentKind,
  member: number | null,
  page: number,
  pageSize = FEEDBACK_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: [...appointmentsKey(kind), member, page, pageSize],
    queryFn: async ({ signal }): Promise<AppointmentPage> => {
      const init = { params: { query: { page, pagesize: pageSize } }, signal };
      if (kind === 'arbitration') {
        const d = await api.get(`${BASE}/arbitrationFeedback`, init);
        return { kind, total: d.total, items: d.items };
      }
      const d = await api.get(`${BASE}/supervisionFeedback`, init);
      return { kind, total: d.total, items: d.items };
    },
    enabled: member !== null,
    // The list shows its failure itself, beside its retry (an expired session is still reported globally).
    meta: { errorToast: false },
  });

/** After a booking: the member's list of that kind is asked again when next shown (not awaited by the booking). */
export function markAppointmentsStale(client: QueryClient, kind: AppointmentKind) {
  void client.invalidateQueries({ queryKey: appointmentsKey(kind) });
}
