/** How an HR editor edits a 联系我们 section in the studio (decision 049): the texts themselves are the footer's. */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '联系我们',
    en: 'Contact us',
  },
  settings: ['title', 'width', 'hidden'],
  data: [
    {
      label: {
        'zh-CN': '网站设置',
        en: 'Site settings',
      },
      source: {
        operation: 'homeConfigIndex',
      },
    },
  ],
  defaults: {
    source: {
      operation: 'homeConfigIndex',
    },
  },
} satisfies EditingDefinition;
