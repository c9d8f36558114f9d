/** How an HR editor edits a 平台数据 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '平台数据',
    en: 'Platform figures',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '平台数据',
        en: 'Platform figures',
      },
      source: {
        operation: 'homeIndex',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '平台数据',
      en: 'The portal in figures',
    },
    source: {
      operation: 'homeIndex',
    },
  },
} satisfies EditingDefinition;
