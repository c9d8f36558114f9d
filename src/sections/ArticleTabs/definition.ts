/**
 * ArticleTabs (资讯分类标签) as the portal knows it: Home news: the article list with its categories as tabs (spec s7; decision 011).
 * Plain data the start-up code carries; how editors edit it is in editing.ts beside it (decision 049).
 */
import type { SectionDefinition } from '../../config/components/section-definition';

export const definition = {
  kind: 'list',
  operations: ['homeArticleIndex'],
  optionSources: {
    categories: ['homeArticleCategory'],
  },
} as const satisfies SectionDefinition;
