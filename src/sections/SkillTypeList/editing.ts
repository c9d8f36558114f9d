/** How an HR editor edits a 培训分类 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '培训分类',
    en: 'Course types',
  },
  settings: ['title', 'show', 'more', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '培训分类',
        en: 'Course types',
      },
      source: {
        operation: 'schoolType',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '技能分类',
      en: 'Skill types',
    },
    source: {
      operation: 'schoolType',
    },
  },
} satisfies EditingDefinition;
