/** How an HR editor edits a 人才列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '人才列表',
    en: 'Resume list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '人才列表',
        en: 'Resume list',
      },
      source: {
        operation: 'homeResumeIndex',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '最新简历',
      en: 'Newest resumes',
    },
    source: {
      operation: 'homeResumeIndex',
    },
    pageSize: 6,
    more: '/recruitTalents',
  },
} satisfies EditingDefinition;
