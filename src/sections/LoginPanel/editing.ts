/** How an HR editor edits a 登录面板 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '登录面板',
    en: 'Login panel',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    width: 'third',
  },
} satisfies EditingDefinition;
