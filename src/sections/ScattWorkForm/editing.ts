/** How an HR editor edits a 零工求职登记表单 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '零工求职登记表单',
    en: 'Gig worker form',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '发布求职信息',
      en: 'Publish worker-seeking info',
    },
    sources: {
      categories: {
        operation: 'scattWorkCategory',
      },
      areas: {
        operation: 'homeClassifyIndex',
        params: {
          type: 'citycategory',
        },
      },
    },
  },
} satisfies EditingDefinition;
