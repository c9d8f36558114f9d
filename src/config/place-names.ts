/**
 * Pages, sections and links named as the editor knows them (首页, “通知公告”页, “最新职位”), and where in the portal a
 * pointer is (首页 › 最新职位). Reads a document that may be broken (it names the places of schema problems too), so
 * every step checks what it finds.
 */
import type { Locale } from './config-parts';
import { catalogEditing } from './catalog-editing';
import { isComponentName } from './catalog';
import { segmentsOf } from './setting-names';

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose | undefined => (v && typeof v === 'object' ? (v as Loose) : undefined);

/** A text setting in the locale (Chinese when it has no English); '' when it is not a text. */
function textOf(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  const t = obj(value);
  const en = locale === 'en' && typeof t?.en === 'string' ? t.en : '';
  return en || (typeof t?.['zh-CN'] === 'string' ? t['zh-CN'] : '');
}

const pageOf = (config: unknown, id: string) => obj(obj(obj(config)?.pages)?.[id]);

/** A page's own name: 首页 for /home, else its title, else the label of the header tab that opens it. */
function pageTitle(config: unknown, id: string, locale: Locale): string {
  const page = pageOf(config, id);
  if (page?.route === '/home') return locale === 'en' ? 'home page' : '首页';
  const tabs = obj(obj(config)?.header)?.tabs;
  const tab = Array.isArray(tabs) ? tabs.find((t) => obj(t)?.route === page?.route) : undefined;
  return textOf(page?.title, locale) || textOf(obj(tab)?.label, locale);
}

/** A page as a sentence names it: 首页, “通知公告”页, 地址为 /x 的页面. */
export function pageRef(config: unknown, id: string, locale: Locale): string {
  const page = pageOf(config, id);
  const title = pageTitle(config, id, locale);
  const en = locale === 'en';
  if (page?.route === '/home') return en ? 'the home page' : '首页';
  if (title) return en ? `the "${title}" page` : `“${title}”页`;
  const route = typeof page?.route === 'string' ? page.route : '';
  if (route) return en ? `the page at ${route}` : `地址为 ${route} 的页面`;
  return en ? 'a page' : '一个页面';
}

/** A section's name: its title, else the name of its kind (职位详情), else 栏目. */
function sectionTitle(section: unknown, locale: Locale): string {
  const s = obj(section);
  const title = textOf(s?.title, locale);
  if (title) return title;
  const component = typeof s?.component === 'string' ? s.component : '';
  if (isComponentName(component)) return catalogEditing[component].label[locale];
  return locale === 'en' ? 'section' : '栏目';
}

/** A section as a sentence names it: “职位详情”. */
export const sectionRef = (section: unknown, locale: Locale) =>
  locale === 'en' ? `"${sectionTitle(section, locale)}"` : `“${sectionTitle(section, locale)}”`;

const LISTS: Record<string, readonly [zh: string, en: string]> = {
  tabs: ['页眉菜单', 'Header menu'],
  types: ['搜索框', 'Search box'],
  personalLinks: ['页脚 › 个人服务链接', 'Footer › personal links'],
  companyLinks: ['页脚 › 单位服务链接', 'Footer › company links'],
  miniPrograms: ['页脚 › 小程序二维码', 'Footer › mini-program codes'],
  phones: ['页脚 › 服务电话', 'Footer › phone lines'],
};

/** Where a pointer is, as the studio's lists say it: 首页 › 最新职位, 页眉菜单 › 找工作, 站点设置. */
export function placeOf(config: unknown, pointer: string, locale: Locale): string {
  const [top, id, list, index] = segmentsOf(pointer);
  const en = locale === 'en';
  if (top === 'pages' && id !== undefined) {
    const page = pageTitle(config, id, locale) || pageRef(config, id, locale);
    const sections = pageOf(config, id)?.sections;
    const section = list === 'sections' && Array.isArray(sections) ? sections[Number(index)] : undefined;
    return section ? `${page} › ${sectionTitle(section, locale)}` : page;
  }
  if (top === 'header' || top === 'footer') {
    const key = top === 'header' && id === 'search' ? 'types' : id;
    const named = key && LISTS[key];
    if (!named) return en ? (top === 'header' ? 'Header' : 'Footer') : top === 'header' ? '页眉' : '页脚';
    const items = key === 'types' ? obj(obj(obj(config)?.header)?.search)?.types : obj(obj(config)?.[top])?.[key];
    const at = key === 'types' ? index : list;
    const item = Array.isArray(items) && at !== undefined ? items[Number(at)] : undefined;
    const label = textOf(obj(item)?.label, locale);
    return label ? `${named[en ? 1 : 0]} › ${label}` : named[en ? 1 : 0];
  }
  if (top === 'site') return en ? 'Site settings' : '站点设置';
  return en ? 'The config' : '配置';
}
