/** How an HR editor edits a 我的预约 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '我的预约',
    en: 'My appointments',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '我的预约',
      en: 'My appointments',
    },
    pageSize: 10,
  },
} satisfies EditingDefinition;
