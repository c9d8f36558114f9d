/** How an HR editor edits a 轮播广告 section in the studio (decision 049). */
import Type, { type Static } from 'typebox';
import type { EditingDefinition } from '../../config/components/section-editing';

export const options = Type.Object(
  {
    intervalMs: Type.Optional(
      Type.Integer({ minimum: 1000, description: 'Milliseconds each slide stays before the next.' }),
    ),
    height: Type.Optional(Type.Integer({ minimum: 40, description: 'Height of the carousel in pixels.' })),
  },
  { additionalProperties: false },
);

export type Options = Static<typeof options>;

export const editing = {
  options,
  optionWords: {
    intervalMs: {
      label: { 'zh-CN': '轮播间隔（毫秒）', en: 'Slide interval (ms)' },
      help: {
        'zh-CN': '每张图片停留多久再换下一张，1000 毫秒为 1 秒。',
        en: 'How long each slide stays before the next (1000 ms = 1 s).',
      },
    },
    height: {
      label: { 'zh-CN': '高度（像素）', en: 'Height (px)' },
      help: { 'zh-CN': '轮播图的高度。', en: 'Height of the carousel.' },
    },
  },
  label: {
    'zh-CN': '轮播广告',
    en: 'Banner carousel',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  data: [
    {
      label: {
        'zh-CN': '轮播广告',
        en: 'Banner carousel',
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
    width: 'third',
    source: {
      operation: 'homeAdIndex',
      params: {
        alias: ['QS_index_a1@web', 'QS_index_a2@web', 'QS_index_a3@web'],
      },
    },
    options: {
      intervalMs: 8000,
      height: 111,
    },
  },
} satisfies EditingDefinition<Options>;
