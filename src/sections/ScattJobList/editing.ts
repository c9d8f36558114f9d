/** How an HR editor edits a 零工岗位列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../section-editing';

export const editing = {
  label: {
    'zh-CN': '零工岗位列表',
    en: 'Gig job list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [{ label: { 'zh-CN': '零工岗位', en: 'Casual jobs' }, source: { operation: 'scattJobIndex' } }],
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
