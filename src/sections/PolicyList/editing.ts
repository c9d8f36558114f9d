/** How an HR editor edits a 政策列表 section in the studio (decision 049). */
import { keywordFilter } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '政策列表',
    en: 'Policy list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '政策列表',
        en: 'Policy list',
      },
      source: {
        operation: 'queryPolicyPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '政策法规',
      en: 'Policies',
    },
    source: {
      operation: 'queryPolicyPage',
    },
    pageSize: 10,
    paginate: true,
    filters: [keywordFilter],
  },
} satisfies EditingDefinition;
