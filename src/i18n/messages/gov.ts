/** UI text of a government site's required parts (decision 056): the footer's filings, the breadcrumb, the site map and the contact page. */
export const zh = {
  'gov.trail': '当前位置',
  'gov.trailLead': '当前位置：',
  'gov.sponsor': '主办单位：',
  'gov.organiser': '承办单位：',
  'gov.organiserTerm': '承办单位',
  'gov.siteCode': '网站标识码：',
  'gov.conac': '党政机关网站标识',
  'gov.publicSecurityEmblem': '公安机关备案标识',
  'gov.opensNew': '（在新窗口打开）',
  'gov.siteMap': '网站地图',
  'gov.otherPages': '其他页面',
  'gov.detailNote': '（从列表中打开）',
  'gov.address': '地址',
  'gov.phones': '服务电话',
  'gov.hours': '服务时间',
};
