/**
 * What an HR editor calls each setting of the page config, by its place in the file (a JSON pointer), in Chinese
 * and English: the checker's plain words name settings with these, never with the pointer or the key. The studio
 * keeps its own form labels (studio/model/field-labels.ts); src cannot import the studio, so the names live here.
 */
import type { Locale } from './config-parts';

type Name = readonly [zh: string, en: string];

const LINK: Record<string, Name> = {
  label: ['链接文字', 'link text'],
  route: ['链接的页面', 'page linked to'],
  memberCentre: ['会员中心页面', 'member-centre page'],
  href: ['外部链接', 'external link'],
  requires: ['需要的身份', 'account required'],
};

/** Names by pointer pattern: `*` stands for a page id, an index or a name the editor chose. */
const NAMES: Record<string, Name> = {
  '': ['配置', 'the config'],
  '/$schema': ['格式说明', 'format reference'],
  '/version': ['格式版本', 'format version'],
  '/site': ['站点设置', 'site settings'],
  '/site/name': ['网站名称', 'site name'],
  '/site/logo': ['网站标志', 'site logo'],
  '/site/memberCentre': ['会员中心', 'member centre'],
  '/site/memberCentre/base': ['会员中心网址', 'member-centre address'],
  '/site/memberCentre/paths': ['会员中心页面', 'member-centre pages'],
  '/site/memberCentre/paths/*': ['会员中心页面的路径', 'member-centre page path'],
  '/header': ['页眉', 'header'],
  '/header/tabs': ['页眉菜单', 'header menu'],
  '/header/tabs/*': ['菜单项', 'menu item'],
  '/header/tabs/*/id': ['菜单项标识', 'menu item id'],
  '/header/tabs/*/label': ['菜单名称', 'menu item name'],
  '/header/extraLink': ['额外链接', 'extra link'],
  '/header/search': ['搜索框', 'search box'],
  '/header/search/placeholder': ['搜索框提示文字', 'search box hint'],
  '/header/search/types': ['搜索类型', 'search types'],
  '/header/search/types/*': ['搜索类型', 'search type'],
  '/header/search/types/*/label': ['搜索类型名称', 'search type name'],
  '/header/search/types/*/route': ['搜索结果页面', 'results page'],
  '/footer': ['页脚', 'footer'],
  '/footer/personalLinks': ['个人服务链接', 'personal links'],
  '/footer/personalLinks/*': ['链接', 'link'],
  '/footer/companyLinks': ['单位服务链接', 'company links'],
  '/footer/companyLinks/*': ['链接', 'link'],
  '/footer/miniPrograms': ['小程序二维码', 'mini-program codes'],
  '/footer/miniPrograms/*': ['小程序二维码', 'mini-program code'],
  '/footer/miniPrograms/*/label': ['二维码说明', 'code caption'],
  '/footer/miniPrograms/*/image': ['二维码图片', 'code image'],
  '/footer/phones': ['服务电话', 'phone lines'],
  '/footer/phones/*': ['服务电话', 'phone line'],
  '/footer/phones/*/label': ['电话名称', 'line name'],
  '/footer/phones/*/number': ['电话号码', 'phone number'],
  '/footer/serviceHours': ['服务时间', 'service hours'],
  '/footer/serviceHours/*': ['服务时间', 'service hours'],
  '/footer/address': ['联系地址', 'address'],
  '/footer/filings': ['备案信息', 'filing notices'],
  '/footer/filings/*': ['备案信息', 'filing notice'],
  '/pages': ['页面', 'pages'],
  '/pages/*': ['页面', 'page'],
  '/pages/*/route': ['页面地址', 'page address'],
  '/pages/*/title': ['页面标题', 'page title'],
  '/pages/*/keepAlive': ['返回时保留状态', 'keep state on return'],
  '/pages/*/menu': ['菜单高亮', 'menu highlight'],
  '/pages/*/header': ['显示页眉', 'show header'],
  '/pages/*/footer': ['显示页脚', 'show footer'],
  '/pages/*/adWindow': ['浮动广告', 'floating advert'],
  '/pages/*/gate': ['访问限制', 'access'],
  '/pages/*/sections': ['栏目', 'sections'],
  '/pages/*/sections/*': ['栏目', 'section'],
  '/pages/*/sections/*/id': ['栏目标识', 'section id'],
  '/pages/*/sections/*/component': ['栏目类型', 'section type'],
  '/pages/*/sections/*/title': ['栏目标题', 'section title'],
  '/pages/*/sections/*/hidden': ['隐藏', 'hidden'],
  '/pages/*/sections/*/careMode': ['关怀模式下', 'in care mode'],
  '/pages/*/sections/*/careOrder': ['关怀模式排序', 'order in care mode'],
  '/pages/*/sections/*/width': ['宽度', 'width'],
  '/pages/*/sections/*/source': ['数据来源', 'data source'],
  '/pages/*/sections/*/source/operation': ['数据来源', 'data source'],
  '/pages/*/sections/*/source/params': ['数据来源的参数', 'data source parameters'],
  '/pages/*/sections/*/source/params/*': ['数据来源的参数', 'data source parameter'],
  '/pages/*/sections/*/source/bind': ['取自页面地址的值', 'values from the page address'],
  '/pages/*/sections/*/source/bind/*': ['取自页面地址的值', 'value from the page address'],
  '/pages/*/sections/*/sources': ['数据来源', 'data sources'],
  '/pages/*/sections/*/sources/*': ['数据来源', 'data source'],
  '/pages/*/sections/*/sources/*/operation': ['数据来源', 'data source'],
  '/pages/*/sections/*/sources/*/params': ['数据来源的参数', 'data source parameters'],
  '/pages/*/sections/*/sources/*/params/*': ['数据来源的参数', 'data source parameter'],
  '/pages/*/sections/*/sources/*/bind': ['取自页面地址的值', 'values from the page address'],
  '/pages/*/sections/*/sources/*/bind/*': ['取自页面地址的值', 'value from the page address'],
  '/pages/*/sections/*/pageSize': ['每页条数', 'page size'],
  '/pages/*/sections/*/show': ['显示条数', 'items shown'],
  '/pages/*/sections/*/paginate': ['分页', 'pagination'],
  '/pages/*/sections/*/filters': ['筛选条件', 'filters'],
  '/pages/*/sections/*/filters/*': ['筛选条件', 'filter'],
  '/pages/*/sections/*/filters/*/param': ['筛选条件对应的参数', 'filter parameter'],
  '/pages/*/sections/*/filters/*/label': ['筛选条件名称', 'filter name'],
  '/pages/*/sections/*/filters/*/control': ['筛选方式', 'filter control'],
  '/pages/*/sections/*/filters/*/query': ['筛选条件在地址中的名称', 'filter name in the address'],
  '/pages/*/sections/*/filters/*/options': ['筛选选项', 'filter choices'],
  '/pages/*/sections/*/filters/*/options/*': ['筛选选项', 'filter choice'],
  '/pages/*/sections/*/filters/*/options/*/value': ['选项的值', 'choice value'],
  '/pages/*/sections/*/filters/*/options/*/label': ['选项名称', 'choice name'],
  '/pages/*/sections/*/more': ['“更多”链接', '"More" link'],
  '/pages/*/sections/*/when': ['显示条件', 'shown when'],
  '/pages/*/sections/*/when/query': ['显示条件的地址名称', 'address name of the condition'],
  '/pages/*/sections/*/when/equals': ['显示条件的值', 'value of the condition'],
  '/pages/*/sections/*/options': ['组件设置', 'component settings'],
  '/pages/*/sections/*/options/intervalMs': ['轮播间隔', 'slide interval'],
  '/pages/*/sections/*/options/height': ['高度', 'height'],
  '/pages/*/sections/*/options/layout': ['布局', 'layout'],
  '/pages/*/sections/*/options/categories': ['分类标签来源', 'category tabs source'],
  '/pages/*/sections/*/options/categories/operation': ['分类标签来源', 'category tabs source'],
  '/pages/*/sections/*/options/qrImage': ['二维码图片', 'QR image'],
  '/pages/*/sections/*/options/qrLabel': ['二维码说明', 'QR caption'],
  '/pages/*/sections/*/options/html': ['正文', 'text'],
  '/pages/*/sections/*/options/links': ['入口链接', 'entry links'],
  '/pages/*/sections/*/options/links/*': ['入口链接', 'entry link'],
};
for (const [key, name] of Object.entries(LINK)) {
  NAMES[`/header/tabs/*/${key}`] ??= name;
  NAMES[`/footer/personalLinks/*/${key}`] = name;
  NAMES[`/footer/companyLinks/*/${key}`] = name;
  NAMES[`/pages/*/sections/*/options/links/*/${key}`] = name;
}

const LANGUAGE: Record<string, Name> = { 'zh-CN': ['中文', 'Chinese'], en: ['英文', 'English'] };

/** A pointer's segments, unescaped (RFC 6901). */
export const segmentsOf = (pointer: string): string[] =>
  pointer
    ? pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    : [];

/** The pattern of a pointer: ids, indexes and names chosen by the editor become `*`. */
function patternOf(segments: readonly string[]): string[] {
  return segments.map((s, i) => {
    const before = segments[i - 1];
    if (/^\d+$/.test(s)) return '*';
    if (i === 1 && before === 'pages') return '*';
    if (before === 'sources' || before === 'params' || before === 'bind' || before === 'paths') return '*';
    return s;
  });
}

const pick = (name: Name, locale: Locale) => name[locale === 'en' ? 1 : 0];

/**
 * The editor's name of the setting at `pointer` (每页条数, 栏目标题（中文）); for a place the table does not know,
 * the name of the nearest setting that holds it.
 */
export function settingName(pointer: string, locale: Locale): string {
  const segments = segmentsOf(pointer);
  const language = LANGUAGE[segments.at(-1) ?? ''];
  const pattern = patternOf(language ? segments.slice(0, -1) : segments);
  for (let n = pattern.length; n >= 0; n--) {
    const name = NAMES[n ? `/${pattern.slice(0, n).join('/')}` : ''];
    if (!name) continue;
    if (!language || n < pattern.length) return pick(name, locale);
    return locale === 'en' ? `${name[1]} (${language[1]})` : `${name[0]}（${language[0]}）`;
  }
  return pick(NAMES['']!, locale);
}

/** The editor's names of the choices of settings that take one of a few values. */
const CHOICES: Record<string, Record<string, Name>> = {
  width: {
    full: ['整行', 'full width'],
    twoThirds: ['三分之二', 'two thirds'],
    half: ['一半', 'half'],
    third: ['三分之一', 'one third'],
  },
  careMode: { show: ['显示', 'show'], hide: ['隐藏', 'hide'] },
  gate: {
    company: ['单位账号', 'company account'],
    refinedProfile: ['资料完善的会员', 'member with a complete profile'],
  },
  requires: { company: ['单位账号', 'company account'], personal: ['个人账号', 'personal account'] },
  layout: { compact: ['紧凑列表', 'compact list'] },
  control: {
    keywords: ['关键词输入框', 'keyword box'],
    district: ['区县选择', 'district picker'],
    select: ['下拉选择', 'drop-down'],
  },
};

/** The editor's name of one choice of the setting at `pointer`, or undefined when it has none. */
export function choiceName(pointer: string, value: unknown, locale: Locale): string | undefined {
  const key = segmentsOf(pointer).at(-1) ?? '';
  const name = CHOICES[key]?.[String(value)];
  return name && pick(name, locale);
}
