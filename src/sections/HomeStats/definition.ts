/**
 * HomeStats (平台数据) as the portal knows it: The home index's counts of jobs, companies and resumes (spec s7 homeIndex; decision 011).
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'detail',
  operations: ['homeIndex'],
} as const satisfies SectionDefinition;
