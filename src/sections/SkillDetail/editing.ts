/** How an HR editor edits a 培训详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '培训详情',
    en: 'Course detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '培训详情',
        en: 'Course detail',
      },
      source: {
        operation: 'schoolDetail',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'schoolDetail',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
