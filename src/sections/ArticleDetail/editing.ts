/** How an HR editor edits a 资讯详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '资讯详情',
    en: 'Article detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '资讯详情',
        en: 'Article detail',
      },
      source: {
        operation: 'getInfoById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'getInfoById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
