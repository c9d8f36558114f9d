/** How an HR editor edits a 侧边浮动面板 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '侧边浮动面板',
    en: 'Side panel',
  },
  settings: ['hidden', 'careMode'],
  data: [
    {
      label: {
        'zh-CN': '侧边浮动面板',
        en: 'Side panel',
      },
      source: {
        operation: 'homeConfigIndex',
      },
    },
  ],
  defaults: {
    source: {
      operation: 'homeConfigIndex',
    },
  },
} satisfies EditingDefinition;
