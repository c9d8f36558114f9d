/** How an HR editor edits a 招聘会列表 section in the studio (decision 049). */
import { districtPicker } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '招聘会列表',
    en: 'Job fair list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    { label: { 'zh-CN': '招聘会日程', en: 'Job fair schedule' }, source: { operation: 'queryJobFairListByPage' } },
  ],
  pickers: [districtPicker('districtId')],
  defaults: {
    title: {
      'zh-CN': '招聘会日程',
      en: 'Job fair schedule',
    },
    source: {
      operation: 'queryJobFairListByPage',
    },
    pageSize: 4,
    more: '/jobFair',
  },
} satisfies EditingDefinition;
