/** How an HR editor edits a 维权服务 section in the studio (decision 049). */
import { organizationChoices } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '维权服务',
    en: 'Rights protection panel',
  },
  settings: ['title', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: organizationChoices,
  defaults: {
    title: {
      'zh-CN': '维权服务',
      en: 'Rights protection',
    },
    source: {
      operation: 'queryOrganization',
      params: {
        type: 'ARBITRATION_COURT',
      },
    },
    show: 2,
    more: '/safeguardRights',
  },
} satisfies EditingDefinition;
