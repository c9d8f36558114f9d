/** How an HR editor edits a 联系方式浮窗 section in the studio (decision 049). */
import Type, { type Static } from 'typebox';
import { TextOption } from '../../config/components/option-types';
import type { EditingDefinition } from '../../config/components/section-editing';

export const options = Type.Object(
  {
    qrImage: Type.Optional(Type.String({ minLength: 1, description: 'Address of the QR image shown in the box.' })),
    qrLabel: Type.Optional(TextOption('Text under the QR image.')),
  },
  { additionalProperties: false },
);

export type Options = Static<typeof options>;

export const editing = {
  options,
  optionWords: {
    qrLabel: {
      label: { 'zh-CN': '二维码说明', en: 'QR caption' },
      help: { 'zh-CN': '二维码下方的文字。', en: 'Text under the QR image.' },
    },
  },
  label: {
    'zh-CN': '联系方式浮窗',
    en: 'Contact box',
  },
  settings: ['hidden', 'careMode'],
  data: [
    {
      label: {
        'zh-CN': '联系方式浮窗',
        en: 'Contact box',
      },
      source: {
        operation: 'homeConfigIndex',
      },
    },
  ],
  defaults: {
    source: {
      operation: 'homeConfigIndex',
    },
    options: {
      qrImage: '/n2024/web/qr-service.svg',
      qrLabel: {
        'zh-CN': '扫码关注江城就业',
        en: 'Scan to follow Jiangcheng Jobs',
      },
    },
  },
} satisfies EditingDefinition<Options>;
