/** How an HR editor edits a 职位列表 section in the studio (decision 049). */
import { districtPicker, keywordPicker } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

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
  pickers: [keywordPicker({ 'zh-CN': '职位名称或单位名称', en: 'job or company name' }), districtPicker('districtId')],
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
