/** How an HR editor edits a 零工岗位发布表单 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '零工岗位发布表单',
    en: 'Gig job form',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '发布零工信息',
      en: 'Publish a casual job',
    },
    sources: {
      areas: {
        operation: 'homeClassifyIndex',
        params: {
          type: 'citycategory',
        },
      },
    },
  },
} satisfies EditingDefinition;
