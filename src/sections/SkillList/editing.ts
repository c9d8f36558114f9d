/** How an HR editor edits a 技能培训列表 section in the studio (decision 049). */
import Type, { type Static } from 'typebox';
import type { EditingDefinition } from '../../config/components/section-editing';

export const options = Type.Object(
  {
    layout: Type.Optional(
      Type.Enum(['compact'], {
        description: 'compact: every course the section asks for in a scrollable list of names (home).',
      }),
    ),
  },
  { additionalProperties: false },
);

export type Options = Static<typeof options>;

export const editing = {
  options,
  optionWords: {
    layout: {
      label: { 'zh-CN': '布局', en: 'Layout' },
      help: {
        'zh-CN': '“紧凑列表”：所有课程以可滚动的名称列表显示（首页用）；不选则以卡片显示。',
        en: 'Compact list: every course as a scrollable list of names (home); none: cards.',
      },
      choices: { compact: { 'zh-CN': '紧凑列表', en: 'Compact list' } },
    },
  },
  label: {
    'zh-CN': '技能培训列表',
    en: 'Course list',
  },
  settings: ['title', 'pageSize', 'show', 'paginate', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '技能培训列表',
        en: 'Course list',
      },
      source: {
        operation: 'schoolList',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '技能培训',
      en: 'Skills training',
    },
    source: {
      operation: 'schoolList',
    },
    pageSize: 999,
    more: '/learnSkill',
    options: {
      layout: 'compact',
    },
  },
} satisfies EditingDefinition<Options>;
