/**
 * What the studio calls each setting of the page config, its help text and the choices of its select, in both
 * languages (forms and the change list). The schema's descriptions are the English help; HR staff read the Chinese.
 */
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
  show: ['最多显示条数', 'Most items shown'],
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
  careMode: ['关怀模式下', 'In care mode'],
  careOrder: ['关怀模式排序', 'Order in care mode'],
  intervalMs: ['轮播间隔（毫秒）', 'Slide interval (ms)'],
  height: ['高度（像素）', 'Height (px)'],
  layout: ['布局', 'Layout'],
  categories: ['分类标签来源', 'Category tabs from'],
  qrImage: ['二维码图片地址', 'QR image address'],
  qrLabel: ['二维码说明', 'QR caption'],
  links: ['链接', 'Links'],
  html: ['正文', 'Text'],
};

/** Chinese help of each form field (English: the schema's own description). */
const HELP_ZH: Record<string, string> = {
  title: '浏览器标签页上的标题；不填则用网站名称。',
  hidden: '隐藏此栏目，但不删除它。',
  careMode: '关怀模式（为老年人和视力不好的访客）下是否显示此栏目：“隐藏”则该模式下不显示。',
  careOrder: '关怀模式下此栏目的位置，数字小的在前；不填的栏目按原有顺序排在后面。',
  width: '在宽屏上占页面宽度的多少；手机上一律整行。',
  source: '栏目的内容从哪里来。',
  pageSize: '每次从数据中读取多少条；有分页时就是每页的条数。和“最多显示条数”不同：那是读取后最多显示几条。',
  show: '读取的记录中最多显示几条（不多于每页条数）；不填则读取多少显示多少。例如读取 999 条只显示 5 条。',
  paginate: '在列表下显示页码，访客可以翻页。',
  more: '栏目标题旁“更多”链接打开的页面，通常是完整列表页。',
  intervalMs: '每张图片停留的毫秒数，之后换下一张。',
  height: '轮播图的高度，单位像素。',
  layout: '“紧凑列表”：所有课程以可滚动的名称列表显示（首页用）。',
  categories: '分类标签从哪里来。',
  html: '可用标题、加粗、斜体、列表、编号、链接和图片；图片须来自本站或允许的网站，并写明图片说明。',
  qrImage: '框中显示的二维码图片地址。',
  qrLabel: '二维码下方的文字。',
  links: '显示的链接，按顺序。',
  route: '页面的地址，以 / 开头，例如 /zhengce。每个页面的地址不能相同。',
  keepAlive: '访客离开后再回来时保留此页（滚动位置、筛选条件和页码）。',
  menu: '访客在此页时，页眉菜单中高亮的一项。',
  header: '在此页显示页眉。',
  footer: '在此页显示页脚。',
  adWindow: '显示站点设置中的浮动广告窗。它只在首页显示，所以只有首页可以打开。',
  gate:
    '谁可以打开此页。“单位账号”：已登录的单位账号（个人账号会被请求切换身份，访客会被请求以单位身份登录）。' +
    '“资料完善的会员”：资料已完善的已登录会员（访客会被请求登录，资料不全的会员转到会员中心完善资料）。' +
    '拒绝的访客回到首页。所有人都能打开的页面不要设置；/home 和 /404 不能设置。',
  id: '菜单项的简短代号（字母开头）：页面用它指定要高亮的菜单项。',
  label: '链接显示的文字。',
  memberCentre: '链接到会员中心的哪个页面：从列表中选择。',
  href: '其他网站的地址（只能以 https:// 或 http:// 开头）。',
  requires: '只对这类账号开放：其他访客会被请求登录或切换身份。',
};

/** The choices of select fields, per setting and value. */
const OPTIONS: Record<string, [zh: string, en: string]> = {
  'careMode.show': ['显示', 'Show'],
  'careMode.hide': ['隐藏', 'Hide'],
  'width.full': ['整行', 'Full width'],
  'width.twoThirds': ['三分之二', 'Two thirds'],
  'width.half': ['一半', 'Half'],
  'width.third': ['三分之一', 'One third'],
  'gate.company': ['单位账号', 'Company account'],
  'gate.refinedProfile': ['资料完善的会员', 'Member with a complete profile'],
  'requires.company': ['单位账号', 'Company account'],
  'requires.personal': ['个人账号', 'Personal account'],
  'layout.compact': ['紧凑列表', 'Compact list'],
  // The member centre's pages (site.memberCentre.paths), as a link's choice and on its row (issue 32, item 6).
  'memberCentre.personalLogin': ['个人登录', 'Personal login'],
  'memberCentre.companyLogin': ['单位登录', 'Company login'],
  'memberCentre.personalRegister': ['个人注册', 'Personal sign-up'],
  'memberCentre.companyRegister': ['单位注册', 'Company sign-up'],
  'memberCentre.personalCentre': ['个人中心', 'Personal centre'],
  'memberCentre.companyCentre': ['单位中心', 'Company centre'],
  'memberCentre.companyJobs': ['单位职位列表', "Company's jobs"],
  'memberCentre.postJob': ['发布职位', 'Post a job'],
  'memberCentre.companyAuth': ['单位认证', 'Company verification'],
  'memberCentre.personalRefine': ['完善个人资料', 'Complete personal profile'],
  'memberCentre.companyRefine': ['完善单位资料', 'Complete company profile'],
  'memberCentre.switchToCompany': ['切换为单位身份', 'Switch to company'],
  'memberCentre.switchToPersonal': ['切换为个人身份', 'Switch to personal'],
  'memberCentre.messages': ['消息提醒', 'Messages'],
  'memberCentre.resumeManage': ['登记简历', 'Register resume'],
  'memberCentre.applications': ['求职管理', 'Job-seeking management'],
  'memberCentre.recruitManage': ['招聘管理', 'Recruitment management'],
};

const last = (key: string) => key.split('.').at(-1) ?? key;

/** The editor's name of a setting (`source.operation` style keys for nested ones), or the key itself. */
export function fieldLabel(key: string, locale: StudioLocale): string {
  const label = LABELS[key] ?? LABELS[last(key)];
  return label ? label[locale === 'en' ? 1 : 0] : key;
}

/** A field's help: the schema's description in English, its Chinese words otherwise (the description if none). */
export function fieldHelp(key: string, description: string, locale: StudioLocale): string {
  if (locale === 'en' || !description) return description;
  return HELP_ZH[key] ?? HELP_ZH[last(key)] ?? description;
}

/** What a select shows for one choice of a setting, or the value itself. */
export function optionLabel(key: string, value: string, locale: StudioLocale): string {
  const label = OPTIONS[`${last(key)}.${value}`];
  return label ? label[locale === 'en' ? 1 : 0] : value;
}
