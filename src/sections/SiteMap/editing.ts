/** How an HR editor edits a 网站地图 section in the studio (decision 049): nothing but where it sits; the map follows the pages. */
import type { EditingDefinition } from '../../config/components/section-editing';

export const editing = {
  label: {
    'zh-CN': '网站地图',
    en: 'Site map',
  },
  settings: ['title', 'width', 'hidden'],
  defaults: {},
} satisfies EditingDefinition;
