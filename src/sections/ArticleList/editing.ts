/** How an HR editor edits a 资讯列表 section in the studio (decision 049). */
import { keywordFilter, keywordPicker } from '../../config/components/editing-parts';
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '资讯列表',
    en: 'Article list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    { label: { 'zh-CN': '全部招聘资讯', en: 'All recruitment news' }, source: { operation: 'getInfoByPage' } },
    {
      label: { 'zh-CN': '首页资讯（可选分类）', en: 'Home news (by category)' },
      source: { operation: 'homeArticleIndex' },
    },
  ],
  pickers: [
    keywordPicker({ 'zh-CN': '标题', en: 'title' }),
    {
      param: 'cid',
      picker: 'articleCategory',
      label: { 'zh-CN': '资讯分类', en: 'News category' },
      help: {
        'zh-CN': '只显示这个分类的资讯；不选则显示全部分类。',
        en: 'Only news of this category; none: every category.',
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
    filters: [keywordFilter],
  },
} satisfies EditingDefinition;
