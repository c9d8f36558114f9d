/** How an HR editor edits a 零工岗位列表 section in the studio (decision 049). */
import { districtPicker } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '零工岗位列表',
    en: 'Gig job list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [{ label: { 'zh-CN': '零工岗位', en: 'Casual jobs' }, source: { operation: 'scattJobIndex' } }],
  pickers: [districtPicker('district')],
  defaults: {
    title: {
      'zh-CN': '零工岗位',
      en: 'Casual jobs offered',
    },
    source: {
      operation: 'scattJobIndex',
    },
    pageSize: 4,
    more: '/temporaryWorker',
  },
} satisfies EditingDefinition;
