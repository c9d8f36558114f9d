/** How an HR editor edits a 指导电话 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '指导电话',
    en: 'Guidance phone list',
  },
  settings: ['title', 'pageSize', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '指导电话',
        en: 'Guidance phone list',
      },
      source: {
        operation: 'queryGuideMobileByPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '区县指导电话',
      en: 'District guidance lines',
    },
    source: {
      operation: 'queryGuideMobileByPage',
    },
    pageSize: 999,
    show: 5,
    more: '/telephone',
  },
} satisfies EditingDefinition;
