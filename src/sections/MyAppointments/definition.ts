/**
 * MyAppointments (我的预约) as the portal knows it: The member's own appointments: asked for by the component itself, once logged in (decision 016).
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'widget',
  operations: [],
  params: ['tab'],
} as const satisfies SectionDefinition;
