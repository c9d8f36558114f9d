/** The rich-text editor's words (decision 086), in the studio's two languages. */
import { IMAGE_HOSTS } from '../../src/sections/TextBlock/allow-list';
import type { StudioLocale } from '../model/field-labels';

const zh = {
  toolbar: '正文格式',
  heading: '标题',
  bold: '加粗',
  italic: '斜体',
  bullets: '列表',
  numbers: '编号',
  link: '链接',
  image: '图片',
  undo: '撤销',
  loading: '正在载入编辑器…',
  linkAddress: '链接地址',
  linkHelp: '网址（https://…）、邮箱（mailto:…）或本站页面（如 /jobSearch）。先选中文字再加链接；不选则以地址作文字。',
  linkBad: '只能链接到网址（http 或 https）、邮箱（mailto:）或本站页面（以 / 开头）。',
  imageAddress: '图片地址',
  imageHelp: `本站的图片（以 / 开头），或这些网站的 https 图片：${IMAGE_HOSTS.join('、')}。`,
  imageBad: '只能使用本站或上面所列网站的图片。',
  imageAlt: '图片说明',
  imageAltHelp: '看不见图片的访客会听到这段说明。',
  imageAltMissing: '请写图片说明。',
  insert: '确定',
  cancel: '取消',
};

const en: typeof zh = {
  toolbar: 'Text format',
  heading: 'Heading',
  bold: 'Bold',
  italic: 'Italic',
  bullets: 'List',
  numbers: 'Numbered',
  link: 'Link',
  image: 'Image',
  undo: 'Undo',
  loading: 'Loading the editor…',
  linkAddress: 'Link address',
  linkHelp: 'A web address (https://…), an e-mail (mailto:…) or a page of this site (/jobSearch).',
  linkBad: 'Only web (http, https), e-mail (mailto:) or this site’s pages (starting with /).',
  imageAddress: 'Image address',
  imageHelp: `An image of this site (starting with /), or https from: ${IMAGE_HOSTS.join(', ')}.`,
  imageBad: 'Only images of this site or the sites listed.',
  imageAlt: 'Image description',
  imageAltHelp: 'Read to visitors who cannot see the image.',
  imageAltMissing: 'Describe the image.',
  insert: 'OK',
  cancel: 'Cancel',
};

export type RichWords = typeof zh;
export const richWords = (locale: StudioLocale): RichWords => (locale === 'en' ? en : zh);
