/** How an HR editor edits a 参会企业 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '参会企业',
    en: 'Fair exhibitors',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '参会企业',
        en: 'Fair exhibitors',
      },
      source: {
        operation: 'queryJobFairCompanyPage',
        bind: {
          jobFairId: 'id',
        },
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '参会企业',
      en: 'Exhibitors',
    },
    source: {
      operation: 'queryJobFairCompanyPage',
      bind: {
        jobFairId: 'id',
      },
    },
    pageSize: 10,
    paginate: true,
  },
} satisfies EditingDefinition;
