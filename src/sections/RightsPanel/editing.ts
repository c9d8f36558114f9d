/** How an HR editor edits a 维权服务 section in the studio (decision 049). */
import type { EditingDefinition } from '../section-editing';

export const editing = {
  label: {
    'zh-CN': '维权服务',
    en: 'Rights protection panel',
  },
  settings: ['title', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: { 'zh-CN': '劳动人事争议仲裁院', en: 'Labour arbitration courts' },
      source: { operation: 'queryOrganization', params: { type: 'ARBITRATION_COURT' } },
    },
    {
      label: { 'zh-CN': '劳动保障监察机构', en: 'Labour inspection offices' },
      source: { operation: 'queryOrganization', params: { type: 'SUPERVISION' } },
    },
  ],
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
