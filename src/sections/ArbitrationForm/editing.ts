/** How an HR editor edits a 仲裁预约表单 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '仲裁预约表单',
    en: 'Arbitration booking form',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '劳动仲裁预约登记',
      en: 'Labour arbitration appointment',
    },
    sources: {
      disputeTypes: {
        operation: 'disputeType',
      },
      organizations: {
        operation: 'queryOrganization',
        params: {
          type: 'ARBITRATION_COURT',
        },
      },
    },
  },
} satisfies EditingDefinition;
