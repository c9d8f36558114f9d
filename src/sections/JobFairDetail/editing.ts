/** How an HR editor edits a 招聘会详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '招聘会详情',
    en: 'Job fair detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '招聘会详情',
        en: 'Job fair detail',
      },
      source: {
        operation: 'queryJobFairById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryJobFairById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
