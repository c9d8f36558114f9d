/**
 * AdvertRow (广告横幅) as the portal knows it: its kind and the operations whose data it can draw.
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'widget',
  // Links only (the banner click rule runs on the press): its code comes at the reader's first act (098).
  waitsForAct: true,
  operations: ['homeAdIndex'],
} as const satisfies SectionDefinition;
