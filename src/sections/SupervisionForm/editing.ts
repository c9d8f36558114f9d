/** How an HR editor edits a 监察预约表单 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '监察预约表单',
    en: 'Supervision booking form',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '欠薪监察预约登记',
      en: 'Wage-arrears supervision appointment',
    },
    sources: {
      businessScopes: {
        operation: 'businessScope',
      },
    },
  },
} satisfies EditingDefinition;
