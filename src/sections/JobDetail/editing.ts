/** How an HR editor edits a 职位详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '职位详情',
    en: 'Job detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '职位详情',
        en: 'Job detail',
      },
      source: {
        operation: 'queryJobById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryJobById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
