/** What the studio calls each setting of the page config, in both languages (forms and the change list). */
export type StudioLocale = 'zh-CN' | 'en';

const LABELS: Record<string, [zh: string, en: string]> = {
  title: ['标题', 'Title'],
  hidden: ['隐藏', 'Hidden'],
  width: ['宽度', 'Width'],
  source: ['数据来源', 'Data source'],
  'source.operation': ['数据接口', 'API operation'],
  'source.params': ['接口参数', 'Parameters'],
  'source.bind': ['地址参数', 'Address parameters'],
  sources: ['数据来源', 'Data sources'],
  pageSize: ['每页条数', 'Page size'],
  show: ['显示条数', 'Items shown'],
  paginate: ['分页', 'Pagination'],
  filters: ['筛选条件', 'Filters'],
  more: ['“更多”链接', '"More" link'],
  when: ['显示条件', 'Shown when'],
  options: ['组件设置', 'Component settings'],
  route: ['页面地址', 'Address'],
  keepAlive: ['返回时保留状态', 'Keep state on return'],
  menu: ['菜单高亮', 'Menu highlight'],
  header: ['显示页眉', 'Show header'],
  footer: ['显示页脚', 'Show footer'],
  adWindow: ['浮动广告', 'Floating advert'],
  gate: ['访问限制', 'Access'],
  label: ['名称', 'Label'],
  id: ['标识', 'Id'],
  memberCentre: ['会员中心页面', 'Member-centre page'],
  href: ['外部链接', 'External link'],
  requires: ['需要身份', 'Requires'],
  component: ['组件', 'Component'],
};

/** The editor's name of a setting (`source.operation` style keys for nested ones), or the key itself. */
export function fieldLabel(key: string, locale: StudioLocale): string {
  const label = LABELS[key] ?? LABELS[key.split('.').at(-1) ?? key];
  return label ? label[locale === 'en' ? 1 : 0] : key;
}
