/**
 * TextBlock (图文介绍) as the portal knows it: HTML written by HR in the studio, held in the page config itself
 * (`options.html`). It draws no API data: no operations, so the page plan asks nothing for it (decision 086).
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'widget',
  operations: [],
} as const satisfies SectionDefinition;
