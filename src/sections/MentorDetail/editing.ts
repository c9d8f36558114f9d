/** How an HR editor edits a 导师详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '导师详情',
    en: 'Mentor detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '导师详情',
        en: 'Mentor detail',
      },
      source: {
        operation: 'queryJobTeacherById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryJobTeacherById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
