/** How an HR editor edits a 仲裁机构列表 section in the studio (decision 049). */
import { organizationChoices } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '仲裁机构列表',
    en: 'Organisation list',
  },
  settings: ['title', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: organizationChoices,
  defaults: {
    title: {
      'zh-CN': '劳动仲裁院',
      en: 'Labour arbitration courts',
    },
    source: {
      operation: 'queryOrganization',
      params: {
        type: 'ARBITRATION_COURT',
      },
    },
  },
} satisfies EditingDefinition;
