/** How an HR editor edits a 网络招聘会详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '网络招聘会详情',
    en: 'Online fair detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '网络招聘会详情',
        en: 'Online fair detail',
      },
      source: {
        operation: 'queryOnlineJobFairById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryOnlineJobFairById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
