/** How an HR editor edits a 政策申报表单 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '政策申报表单',
    en: 'Policy application form',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '政策补贴申请',
      en: 'Policy subsidy application',
    },
    sources: {
      policies: {
        operation: 'queryPolicyPage',
        params: {
          page: 1,
          size: 50,
        },
      },
    },
  },
} satisfies EditingDefinition;
