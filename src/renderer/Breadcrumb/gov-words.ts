/**
 * The words of the government site's parts (the footer's filings, the breadcrumb, the site map and the contact page;
 * decision 056) in both languages. Kept here beside the parts rather than in src/i18n/messages, whose key list these
 * parts do not need to grow.
 */
import type { Locale } from '../../i18n/i18n';

const zh = {
  trail: '当前位置',
  trailLead: '当前位置：',
  sponsor: '主办单位：',
  organiser: '承办单位：',
  siteCode: '网站标识码：',
  conac: '党政机关网站标识',
  publicSecurityEmblem: '公安机关备案标识',
  opensNew: '（在新窗口打开）',
  siteMap: '网站地图',
  otherPages: '其他页面',
  detailNote: '（从列表中打开）',
  address: '地址',
  phones: '服务电话',
  hours: '服务时间',
};

const en: Record<keyof typeof zh, string> = {
  trail: 'You are here',
  trailLead: 'You are here:',
  sponsor: 'Sponsor: ',
  organiser: 'Organiser: ',
  siteCode: 'Site code: ',
  conac: 'Government website identification',
  publicSecurityEmblem: 'Public security filing emblem',
  opensNew: ' (opens in a new window)',
  siteMap: 'Site map',
  otherPages: 'Other pages',
  detailNote: ' (opened from its list)',
  address: 'Address',
  phones: 'Phone lines',
  hours: 'Service hours',
};

type GovWord = keyof typeof zh;
export const govWords = (locale: Locale): Record<GovWord, string> => (locale === 'en' ? en : zh);
