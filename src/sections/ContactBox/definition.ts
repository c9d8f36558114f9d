/**
 * ContactBox (联系方式浮窗) as the portal knows it: its kind and the operations whose data it can draw.
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'widget',
  operations: ['homeConfigIndex'],
  floating: true,
  // Links, a phone number and a press that opens or closes: its code comes at the reader's first act (098).
  waitsForAct: true,
} as const satisfies SectionDefinition;
