/** How an HR editor edits a 微课堂列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '微课堂列表',
    en: 'Mini-class list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '微课堂列表',
        en: 'Mini-class list',
      },
      source: {
        operation: 'queryMiniClassPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '微课堂',
      en: 'Mini classes',
    },
    source: {
      operation: 'queryMiniClassPage',
    },
    pageSize: 2,
    more: '/miniClazz',
  },
} satisfies EditingDefinition;
