/** How an HR editor edits a 通知公告详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '通知公告详情',
    en: 'Notice detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '通知公告详情',
        en: 'Notice detail',
      },
      source: {
        operation: 'queryNoticeById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryNoticeById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
