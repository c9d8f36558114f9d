/** How an HR editor edits a 零工人员列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../section-editing';

export const editing = {
  label: {
    'zh-CN': '零工人员列表',
    en: 'Gig worker list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [{ label: { 'zh-CN': '零工求职', en: 'Workers seeking jobs' }, source: { operation: 'scattWorkIndex' } }],
  pickers: [
    {
      param: 'district',
      picker: 'district',
      label: { 'zh-CN': '区县', en: 'District' },
      help: {
        'zh-CN': '只显示这个区县（或街道）的记录；不选则显示全市。',
        en: 'Only records of this district (or street); none: the whole city.',
      },
    },
  ],
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
