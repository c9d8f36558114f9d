/**
 * ContactInfo (联系我们) as the portal knows it: the service centre's address, phone lines and hours, from the
 * backend's site settings, else from the footer's config. Plain data the start-up code carries; how editors edit it
 * is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'widget',
  operations: ['homeConfigIndex'],
} as const satisfies SectionDefinition;
