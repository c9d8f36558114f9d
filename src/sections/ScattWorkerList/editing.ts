/** How an HR editor edits a 零工人员列表 section in the studio (decision 049). */
import { districtPicker } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '零工人员列表',
    en: 'Gig worker list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [{ label: { 'zh-CN': '零工求职', en: 'Workers seeking jobs' }, source: { operation: 'scattWorkIndex' } }],
  pickers: [districtPicker('district')],
  defaults: {
    title: {
      'zh-CN': '零工求职',
      en: 'Workers seeking jobs',
    },
    source: {
      operation: 'scattWorkIndex',
    },
    pageSize: 4,
    more: '/temporaryWorker?type=second',
  },
} satisfies EditingDefinition;
