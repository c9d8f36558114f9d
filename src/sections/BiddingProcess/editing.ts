/** How an HR editor edits a 招标流程 section in the studio (decision 049). */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '招标流程',
    en: 'Bidding process',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '招标流程',
        en: 'Bidding process',
      },
      source: {
        operation: 'queryBiddingProcess',
      },
    },
  ],
  defaults: {
    title: {
      'zh-CN': '招投标流程',
      en: 'Bidding process',
    },
    source: {
      operation: 'queryBiddingProcess',
    },
  },
} satisfies EditingDefinition;
