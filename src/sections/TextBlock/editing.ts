/**
 * How an HR editor edits a 图文介绍 section in the studio (decision 086): a title and the text, written in the rich-text
 * editor (studio/rich-text/); what the text may hold is allow-list.ts beside it, checked again on the server.
 */
import Type, { type Static } from 'typebox';
import type { EditingDefinition } from '../../config/components/section-editing';

export const options = Type.Object(
  {
    html: Type.String({
      maxLength: 20000,
      description:
        'The text as HTML: h2-h4, paragraphs, bold, italic, lists, links and images from allowed hosts (allow-list.ts).',
    }),
  },
  { additionalProperties: false },
);

export type Options = Static<typeof options>;

export const editing = {
  options,
  optionWords: {
    html: {
      richText: true,
      label: { 'zh-CN': '正文', en: 'Text' },
      help: {
        'zh-CN': '可用标题、加粗、斜体、列表、编号、链接和图片；图片须来自本站或允许的网站，并写明图片说明。',
        en: 'Headings, bold, italic, lists, links and images (from this site or allowed sites, with a description).',
      },
    },
  },
  label: {
    'zh-CN': '图文介绍',
    en: 'Text block',
  },
  settings: ['title', 'width', 'hidden', 'careMode', 'careOrder'],
  defaults: {
    title: { 'zh-CN': '活动介绍', en: 'About' },
    options: { html: '<p>在这里写活动介绍。</p>' },
  },
} satisfies EditingDefinition<Options>;
