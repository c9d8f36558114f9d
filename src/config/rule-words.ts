/**
 * The editor's words for each rule of config-rules.ts (and the warnings of config-warnings.ts): pages and sections by
 * their names (首页, “通知公告”页, “最新职位”), data sources by their Chinese summary in the contract when it has one,
 * never by a key, an operation id or a file.
 */
import type { Locale } from './config-parts';
import type { PortalConfig, SectionConfig } from './portal-config';
import { pageRef, sectionRef } from './place-names';
import { both, type ProblemWords } from './problem-words';

type Pair = readonly [string, string];
/** Words built once per locale from the same sentence makers. */
const per = (make: (locale: Locale) => Pair): ProblemWords => both(make('zh-CN'), make('en'));
const zhEn = (locale: Locale, zh: Pair, en: Pair) => (locale === 'en' ? en : zh);

/** A data source as the editor can know it: the contract's summary (通知公告分页) when it is Chinese. */
const sourceRef = (summary: string | undefined, locale: Locale) =>
  summary && locale !== 'en' && !/[A-Za-z]/.test(summary)
    ? `“${summary}”`
    : locale === 'en'
      ? 'this data source'
      : '这个数据来源';

/** An address as typed, when it is one (/notice); a broken one is not repeated (the schema's problem names it). */
const shown = (route: string) => (/^\/[A-Za-z0-9]*$/.test(route) ? ` ${route} ` : '');
const spaced = (route: string) => shown(route) || ' ';

/** The filters the contract's list operations take, by the names an editor knows (issue 32 item 3). */
const FILTER_WORDS: Readonly<Record<string, Pair>> = {
  keyWord: ['关键词', 'keyword'],
  cid: ['资讯分类', 'news category'],
  districtId: ['区县', 'district'],
  district: ['区县', 'district'],
  type: ['类型', 'type'],
};
/** Whether a source parameter is one of those filters. */
export const isFilterParam = (name: string) => Object.hasOwn(FILTER_WORDS, name);

export const ruleWords = {
  duplicateRoute: (config: PortalConfig, route: string, otherId: string) =>
    per((l) =>
      zhEn(
        l,
        [`页面地址${shown(route)}已被${pageRef(config, otherId, l)}使用`, '请为每个页面设置不同的地址'],
        [`The address${spaced(route)}is used by ${pageRef(config, otherId, l)} too`, 'Give each page its own address'],
      ),
    ),
  missingRoute: (route: string) =>
    route === '/home'
      ? both(
          ['没有首页（地址为 /home 的页面）', '请添加地址为 /home 的页面'],
          ['There is no home page (the page at /home)', 'Add a page with the address /home'],
        )
      : both(
          ['没有“页面不存在”时显示的页面（地址为 /404）', '请添加地址为 /404 的页面'],
          ['There is no page for addresses that do not exist (/404)', 'Add a page with the address /404'],
        ),
  noSuchPage: (path: string) =>
    shown(path)
      ? both(
          [`没有地址为 ${path} 的页面`, `请从页面列表中选择一个页面，或先添加地址为 ${path} 的页面`],
          [`There is no page at ${path}`, `Choose a page from the list, or first add a page at ${path}`],
        )
      : both(
          ['链接指向的页面不存在', '请从页面列表中选择一个页面'],
          ['The link leads to no page', 'Choose a page from the list'],
        ),
  noSuchMemberPage: () =>
    both(
      ['会员中心没有这个页面', '请从会员中心页面中选择一个'],
      ['The member centre has no such page', 'Choose one of the member-centre pages'],
    ),
  gateOnOpenPage: (home: boolean) =>
    home
      ? both(
          ['首页不能设置访问限制：不愿登录的访客会被送回首页', '请取消本页的访问限制'],
          [
            'The home page cannot be restricted: visitors who decline to log in are sent there',
            'Remove the access restriction of this page',
          ],
        )
      : both(
          ['“页面不存在”时显示的页面不能设置访问限制：走错路的访客都会到这里', '请取消本页的访问限制'],
          [
            'The page for addresses that do not exist cannot be restricted: every lost visitor lands there',
            'Remove the access restriction of this page',
          ],
        ),
  adWindowOffHome: () =>
    both(
      ['浮动广告只能在首页显示', '请关闭本页的浮动广告'],
      ['The floating advert belongs on the home page only', 'Turn off the floating advert on this page'],
    ),
  unknownTab: () =>
    both(
      ['菜单高亮须为页眉中的一个菜单项', '请从页眉菜单中选择一项，或不设置菜单高亮'],
      ['The menu highlight must be one of the header menu items', 'Choose a header menu item, or none'],
    ),
  duplicateSectionId: (config: PortalConfig, pageId: string) =>
    per((l) =>
      zhEn(
        l,
        [`${pageRef(config, pageId, l)}有两个栏目使用了同一个标识`, '请为本页每个栏目设置不同的标识'],
        [`Two sections on ${pageRef(config, pageId, l)} have the same id`, 'Give each section on the page its own id'],
      ),
    ),
  unknownComponent: () =>
    both(
      ['没有这种栏目类型', '请删除这个栏目，再从栏目类型中重新添加'],
      ['There is no such section type', 'Remove the section and add one from the section types'],
    ),
  formSourceMissing: (section: SectionConfig) =>
    per((l) =>
      zhEn(
        l,
        [
          `${sectionRef(section, l)}缺少一项选项数据的来源`,
          '请删除这个表单，再重新添加：新添加的表单带有它需要的全部数据来源',
        ],
        [
          `${sectionRef(section, l)} lacks the source of one of its choice lists`,
          'Remove the form and add it again: a new one comes with every source it needs',
        ],
      ),
    ),
  sourceMissing: (section: SectionConfig) =>
    per((l) =>
      zhEn(
        l,
        [`${sectionRef(section, l)}没有数据来源`, '请选择数据来源'],
        [`${sectionRef(section, l)} has no data source`, 'Choose a data source'],
      ),
    ),
  sourceNotDrawable: (section: SectionConfig, summary?: string) =>
    per((l) =>
      zhEn(
        l,
        [`${sectionRef(section, l)}不能显示${sourceRef(summary, l)}的数据`, '请从列表中选择数据来源'],
        [
          `${sectionRef(section, l)} cannot show the data of ${sourceRef(summary, l)}`,
          'Choose a data source from the list',
        ],
      ),
    ),
  optionSourceMissing: (section: SectionConfig) =>
    per((l) =>
      zhEn(
        l,
        [`${sectionRef(section, l)}没有分类标签的来源`, '请选择分类标签来源'],
        [`${sectionRef(section, l)} has no source for its category tabs`, 'Choose where the category tabs come from'],
      ),
    ),
  optionSourceNotDrawable: (section: SectionConfig, summary?: string) =>
    per((l) =>
      zhEn(
        l,
        [`${sectionRef(section, l)}的分类标签不能来自${sourceRef(summary, l)}`, '请从列表中选择分类标签来源'],
        [
          `The category tabs of ${sectionRef(section, l)} cannot come from ${sourceRef(summary, l)}`,
          'Choose a source from the list',
        ],
      ),
    ),
  unknownOperation: () =>
    both(
      ['这个数据来源不存在', '请从列表中选择数据来源'],
      ['This data source does not exist', 'Choose a data source from the list'],
    ),
  unknownParam: (filter: boolean) =>
    filter
      ? both(
          ['这个筛选条件对应的参数，数据来源并不接受', '请删除这个筛选条件'],
          ['The data source takes no such filter', 'Remove this filter'],
        )
      : both(
          ['数据来源的一项参数无法识别', '请删除这项参数（它的名称在技术细节中）'],
          ['The data source takes no such parameter', 'Remove it (its name is in the technical details)'],
        ),
  /** A fixed filter (a source parameter an editor sets in the section's form) the operation does not take. */
  filterNotTaken: (section: SectionConfig, name: string, summary?: string) =>
    per((l) =>
      zhEn(
        l,
        [
          `${sectionRef(section, l)}不能按${FILTER_WORDS[name]?.[0] ?? name}筛选：${sourceRef(summary, l)}不接受这个条件`,
          `请清空“只显示”中的${FILTER_WORDS[name]?.[0] ?? name}，或换一个能这样筛选的列表`,
        ],
        [
          `${sectionRef(section, l)} cannot be filtered by ${FILTER_WORDS[name]?.[1] ?? name}: ${sourceRef(summary, l)} does not take it`,
          'Clear that filter, or use a list that can be filtered so',
        ],
      ),
    ),
  noPageSize: () =>
    both(
      ['这个数据来源不分页，不能设置每页条数', '请清空每页条数'],
      ['This data source does not come in pages: it takes no page size', 'Clear the page size'],
    ),
  pageSizeOverMax: (max: number) =>
    both(
      [`每页条数最多为 ${max}`, `请填写 1 到 ${max} 之间的数字`],
      [`The page size may be at most ${max}`, `Enter a number from 1 to ${max}`],
    ),
  showOverPageSize: (show: number, pageSize: number) =>
    both(
      [`显示条数（${show}）多于每页条数（${pageSize}）`, '请把显示条数改为不超过每页条数的数'],
      [`Items shown (${show}) is more than the page size (${pageSize})`, 'Make items shown at most the page size'],
    ),
  noPaging: () =>
    both(['这个数据来源不能分页', '请关闭分页'], ['This data source cannot be paged', 'Turn pagination off']),
  needsRecord: (config: PortalConfig, pageId: string, section: SectionConfig) =>
    per((l) => {
      const page = pageRef(config, pageId, l);
      return zhEn(
        l,
        [
          `${sectionRef(section, l)}需要地址中的记录编号，${page}打开时没有，所以不能放在${page}`,
          '把它移到详情页，或删除它',
        ],
        [
          `${sectionRef(section, l)} needs a record number in the address, which ${page} is opened without, so it cannot go there`,
          'Move it to a detail page, or remove it',
        ],
      );
    }),
  gatedForm: () =>
    both(
      ['此表单收集个人信息，访客须先登录并完善资料', '请把本页的访问限制设为“资料完善的会员”'],
      [
        'This form collects personal data: visitors must log in and complete their profile first',
        'Set the access of this page to "member with a complete profile"',
      ],
    ),
};
