/** How an HR editor edits a 简历详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '简历详情',
    en: 'Resume detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '简历详情',
        en: 'Resume detail',
      },
      source: {
        operation: 'personalResumeDetail',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'personalResumeDetail',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
