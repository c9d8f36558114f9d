/** How an HR editor edits a 职位列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../section-editing';

export const editing = {
  label: {
    'zh-CN': '职位列表',
    en: 'Job list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    { label: { 'zh-CN': '最新职位', en: 'Newest jobs' }, source: { operation: 'queryJobListByPage' } },
    {
      label: { 'zh-CN': '本单位的职位（单位详情页用）', en: 'This company’s jobs (company page)' },
      source: { operation: 'queryJobListByCompanyId', bind: { comId: 'id' } },
    },
  ],
  pickers: [
    {
      param: 'districtId',
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
      'zh-CN': '最新职位',
      en: 'Newest jobs',
    },
    source: {
      operation: 'queryJobListByPage',
    },
    pageSize: 9,
    more: '/jobSearch',
  },
} satisfies EditingDefinition;
