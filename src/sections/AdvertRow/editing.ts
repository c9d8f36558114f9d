/** How an HR editor edits a 广告横幅 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '广告横幅',
    en: 'Advert row',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '广告横幅',
        en: 'Advert row',
      },
      source: {
        operation: 'homeAdIndex',
        params: {
          alias: ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'],
        },
      },
    },
  ],
  defaults: {
    source: {
      operation: 'homeAdIndex',
      params: {
        alias: ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'],
      },
    },
  },
} satisfies EditingDefinition;
