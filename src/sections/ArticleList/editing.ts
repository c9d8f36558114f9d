/** How an HR editor edits a 资讯列表 section in the studio (decision 049). */
import type { EditingDefinition } from '../section-editing';

export const editing = {
  label: {
    'zh-CN': '资讯列表',
    en: 'Article list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '资讯列表',
        en: 'Article list',
      },
      source: {
        operation: 'getInfoByPage',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '招聘资讯',
      en: 'Recruitment news',
    },
    source: {
      operation: 'getInfoByPage',
    },
    pageSize: 10,
    paginate: true,
    filters: [
      {
        param: 'keyWord',
        label: {
          'zh-CN': '关键词',
          en: 'Keywords',
        },
        control: 'keywords',
        query: 'keywords',
      },
    ],
  },
} satisfies EditingDefinition;
