/**
 * The job fair a section shows, from the page address as the section's source binds it (`jobFairId` from `id` on
 * /fairDetail): the fair jobApplyAdd01 applies at. Null when the address holds no usable id.
 */
import type { SectionConfig } from '../../config/portal-config';

export function fairIdFrom(section: SectionConfig, search: URLSearchParams): number | null {
  const id = Number(search.get(section.source?.bind?.jobFairId ?? 'id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
