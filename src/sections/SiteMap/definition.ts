/**
 * SiteMap (网站地图) as the portal knows it: a widget that draws the config's own pages, no data.
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'widget',
  operations: [],
} as const satisfies SectionDefinition;
