/** How an HR editor edits a 网络招聘会列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '网络招聘会列表',
    en: 'Online fair list',
  },
  settings: ['title', 'pageSize', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '网络招聘会列表',
        en: 'Online fair list',
      },
      source: {
        operation: 'queryOnlineJobFairPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '网络招聘会',
      en: 'Online job fairs',
    },
    source: {
      operation: 'queryOnlineJobFairPage',
    },
    pageSize: 4,
  },
} satisfies EditingDefinition;
