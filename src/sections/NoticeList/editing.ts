/** How an HR editor edits a 通知公告列表 section in the studio (decision 049). */
import { keywordPicker } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '通知公告列表',
    en: 'Notice list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  pickers: [keywordPicker({ 'zh-CN': '标题', en: 'title' })],
  data: [
    {
      label: {
        'zh-CN': '通知公告列表',
        en: 'Notice list',
      },
      source: {
        operation: 'queryNoticeByPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '通知公告',
      en: 'Notices',
    },
    source: {
      operation: 'queryNoticeByPage',
    },
    pageSize: 8,
    more: '/notice',
  },
} satisfies EditingDefinition;
