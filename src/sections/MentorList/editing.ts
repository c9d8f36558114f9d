/** How an HR editor edits a 职业导师列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '职业导师列表',
    en: 'Mentor list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '职业导师列表',
        en: 'Mentor list',
      },
      source: {
        operation: 'queryJobTeacherPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '职业导师',
      en: 'Career mentors',
    },
    source: {
      operation: 'queryJobTeacherPage',
    },
    pageSize: 2,
    more: '/teacherList',
  },
} satisfies EditingDefinition;
