/** How an HR editor edits a 友情链接 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '友情链接',
    en: 'Friendly links',
  },
  settings: ['title', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '友情链接',
        en: 'Friendly links',
      },
      source: {
        operation: 'queryLink',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '友情链接',
      en: 'Friendly links',
    },
    source: {
      operation: 'queryLink',
    },
  },
} satisfies EditingDefinition;
