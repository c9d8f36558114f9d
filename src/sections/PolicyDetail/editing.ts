/** How an HR editor edits a 政策详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '政策详情',
    en: 'Policy detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '政策详情',
        en: 'Policy detail',
      },
      source: {
        operation: 'queryPolicyById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryPolicyById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
