/** How an HR editor edits a 入口链接 section in the studio (decision 049). */
import Type, { type Static } from 'typebox';
import { LinkOption } from '../../config/components/option-types';
import type { EditingDefinition } from '../../config/components/section-editing';

export const options = Type.Object(
  { links: Type.Array(LinkOption(), { minItems: 1, description: 'The links shown, in order.' }) },
  { additionalProperties: false },
);

export type Options = Static<typeof options>;

export const editing = {
  options,
  optionWords: {},
  label: {
    'zh-CN': '入口链接',
    en: 'Entry links',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: {
      'zh-CN': '我要维权',
      en: 'Make an appointment',
    },
    options: {
      links: [
        {
          route: '/arbitration',
          label: {
            'zh-CN': '劳动仲裁预约',
            en: 'Labour arbitration appointment',
          },
        },
        {
          route: '/supervision?type=1',
          label: {
            'zh-CN': '建筑领域欠薪监察预约',
            en: 'Construction wage-arrears supervision',
          },
        },
        {
          route: '/supervision?type=2',
          label: {
            'zh-CN': '非建筑领域欠薪监察预约',
            en: 'Non-construction wage-arrears supervision',
          },
        },
      ],
    },
  },
} satisfies EditingDefinition<Options>;
