/** How an HR editor edits a 资讯分类标签 section in the studio (decision 049). */
import Type, { type Static } from 'typebox';
import { SourceOption } from '../../config/components/option-types';
import type { EditingDefinition } from '../../config/components/section-editing';

export const options = Type.Object(
  { categories: SourceOption('Where the category tabs come from.') },
  { additionalProperties: false },
);

export type Options = Static<typeof options>;

export const editing = {
  options,
  optionWords: {},
  label: {
    'zh-CN': '资讯分类标签',
    en: 'News with category tabs',
  },
  settings: ['title', 'pageSize', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '资讯分类标签',
        en: 'News with category tabs',
      },
      source: {
        operation: 'homeArticleIndex',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '招聘资讯',
      en: 'Recruitment news',
    },
    source: {
      operation: 'homeArticleIndex',
    },
    pageSize: 3,
    show: 3,
    more: '/information',
    options: {
      categories: {
        operation: 'homeArticleCategory',
      },
    },
  },
} satisfies EditingDefinition<Options>;
