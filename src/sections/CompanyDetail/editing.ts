/** How an HR editor edits a 企业详情 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '企业详情',
    en: 'Company detail',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '企业详情',
        en: 'Company detail',
      },
      source: {
        operation: 'queryCompanyById',
        bind: {
          id: 'id',
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'queryCompanyById',
      bind: {
        id: 'id',
      },
    },
  },
} satisfies EditingDefinition;
