/**
 * ArticleDetail (资讯详情) as the portal knows it: its kind and the operations whose data it can draw.
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'detail',
  operations: ['getInfoById'],
} as const satisfies SectionDefinition;
