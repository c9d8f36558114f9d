/**
 * NoticeList (通知公告列表) as the portal knows it: its kind and the operations whose data it can draw.
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'list',
  // Links only: its code comes at the reader's first act (decision 098).
  waitsForAct: true,
  operations: ['queryNoticeByPage'],
} as const satisfies SectionDefinition;
