/** How an HR editor edits a 微课堂详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '微课堂详情',
    en: 'Mini-class detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '微课堂详情',
        en: 'Mini-class detail',
      },
      source: {
        operation: 'queryMiniClassById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryMiniClassById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
