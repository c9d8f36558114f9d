/** How an HR editor edits a 职位列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../section-editing';

export const editing = {
  label: {
    'zh-CN': '职位列表',
    en: 'Job list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '职位列表',
        en: 'Job list',
      },
      source: {
        operation: 'queryJobListByPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '最新职位',
      en: 'Newest jobs',
    },
    source: {
      operation: 'queryJobListByPage',
    },
    pageSize: 9,
    more: '/jobSearch',
  },
} satisfies EditingDefinition;
