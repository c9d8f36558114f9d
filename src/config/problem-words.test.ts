// @vitest-environment node
/**
 * Every kind of problem the checker finds, said in the editor's words (decision 050): a table of broken configs,
 * each checked by the real checker (schema and contract), whose Chinese words must read as Chinese.
 */
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import portal from '../../pages.config/portal.json';
import { withOpenPolicyForm } from '../../tests/support/open-policy-form';
import { checkConfigText, contractInfo } from '../../server/config-check/portal-config-check';
import { checkConfigRules } from './config-rules';
import { configWarnings } from './config-warnings';
import type { ConfigProblem, PortalConfig } from './portal-config';
import { problemWords } from './problem-words';
import { schemaWords } from './schema-words';

const contract = contractInfo();
const operationIds = Object.keys(contract.operations);
type Doc = any;
const fresh = (): Doc => structuredClone(portal);
const home = (doc: Doc) => doc.pages.home.sections as Doc[];
const at = (doc: Doc, id: string) => home(doc).findIndex((s: Doc) => s.id === id);
const sectionOf = (doc: Doc, id: string) => home(doc)[at(doc, id)];
const check = (doc: Doc) => checkConfigText(JSON.stringify(doc), 'portal.config.json', contract).problems;

/**
 * What Chinese words may hold besides Chinese: digits and signs, a page address such as /notice (one segment, with
 * a query), and names such as App and ICP. No JSON pointer, key, operation id, file or spec reference.
 */
const ALLOWED = [/\/[A-Za-z0-9]+(\?[A-Za-z0-9_=&]*)?/g, /\bApp\b/g, /\bICP\b/g];
function latinLeft(text: string) {
  return ALLOWED.reduce((rest, allowed) => rest.replace(allowed, ''), text).match(/[A-Za-z]+/g) ?? [];
}
function expectPlainChinese(problem: ConfigProblem) {
  expect(problem.words, problem.pointer).toBeDefined();
  const zh = problemWords(problem, 'zh-CN');
  for (const text of [zh.message, zh.fix, zh.place ?? '']) {
    expect(latinLeft(text), `${problem.pointer}: ${text}`).toEqual([]);
    expect(text).not.toMatch(/\/[A-Za-z0-9]+\/[A-Za-z0-9]/); // two segments: a pointer, not a page address
    expect(text).not.toMatch(/spec|openapi|schema|\.json|\.yaml/i);
    for (const id of operationIds) expect(text).not.toContain(id);
  }
  const en = problemWords(problem, 'en');
  expect(en.message).not.toMatch(/\/pages\/|openapi|spec s\d/);
}

interface Case {
  kind: string;
  broken: (doc: Doc) => void;
  /** The problem to find: its pointer, and words its Chinese message or fix contains. */
  pointer: string | ((doc: Doc) => string);
  zh: string;
}

const cases: Case[] = [
  // Schema (each Ajv keyword explain() handles)
  { kind: 'required', broken: (d) => delete d.footer.address, pointer: '/footer', zh: '请填写联系地址' },
  {
    kind: 'additionalProperties',
    broken: (d) => (sectionOf(d, 'jobs').colour = 'red'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/colour`,
    zh: '栏目中有一项无法识别的设置',
  },
  {
    kind: 'unevaluatedProperties',
    broken: (d) => (d.footer.personalLinks[0].colour = 'red'),
    pointer: '/footer/personalLinks/0/colour',
    zh: '链接中有一项无法识别的设置',
  },
  {
    kind: 'enum',
    broken: (d) => (sectionOf(d, 'jobs').width = 'wide'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/width`,
    zh: '请从以下选项中选择：整行、三分之二、一半、三分之一',
  },
  {
    kind: 'enum (component)',
    broken: (d) => (sectionOf(d, 'jobs').component = 'JobLists'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/component`,
    zh: '没有这种栏目类型',
  },
  { kind: 'const', broken: (d) => (d.version = 2), pointer: '/version', zh: '格式版本须为 1' },
  {
    kind: 'type (empty number)',
    broken: (d) => (sectionOf(d, 'jobs').pageSize = null),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/pageSize`,
    zh: '请填写每页条数',
  },
  {
    kind: 'type',
    broken: (d) => (sectionOf(d, 'jobs').hidden = 'yes'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/hidden`,
    zh: '隐藏须为“是”或“否”',
  },
  {
    kind: 'pattern (address)',
    broken: (d) => (d.pages.notice.route = '/通知'),
    pointer: '/pages/notice/route',
    zh: '页面地址须以 / 开头，后面只能是字母或数字',
  },
  {
    kind: 'pattern (phone)',
    broken: (d) => (d.footer.phones[0].number = 'call us'),
    pointer: '/footer/phones/0/number',
    zh: '电话号码只能包含数字',
  },
  {
    kind: 'minimum',
    broken: (d) => (sectionOf(d, 'jobs').pageSize = 0),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/pageSize`,
    zh: '每页条数至少为 1',
  },
  { kind: 'minItems', broken: (d) => (d.header.tabs = []), pointer: '/header/tabs', zh: '页眉菜单至少要有 1 项' },
  {
    kind: 'maxItems',
    broken: (d) => (d.footer.miniPrograms = Array(5).fill(d.footer.miniPrograms[0])),
    pointer: '/footer/miniPrograms',
    zh: '小程序二维码最多 4 项',
  },
  {
    kind: 'minLength',
    broken: (d) => (sectionOf(d, 'contact').options.qrImage = ''),
    pointer: (d) => `/pages/home/sections/${at(d, 'contact')}/options/qrImage`,
    zh: '请填写二维码图片',
  },
  {
    kind: 'propertyNames',
    broken: (d) => (d.pages['1st'] = { route: '/first', sections: [] }),
    pointer: '/pages',
    zh: '有一个页面的标识写法不对',
  },
  {
    kind: 'not',
    broken: (d) => (sectionOf(d, 'jobs').sources = { other: { operation: 'queryJobListByPage' } }),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}`,
    zh: '同时设置了一个数据来源和多个数据来源',
  },
  {
    kind: 'false schema',
    broken: (d) => (sectionOf(d, 'notices').options = { colour: 'red' }),
    pointer: (d) => `/pages/home/sections/${at(d, 'notices')}/options`,
    zh: '“通知公告”这类栏目没有组件设置',
  },
  {
    kind: 'oneOf (empty title)',
    broken: (d) => (sectionOf(d, 'jobs').title = ''),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/title`,
    zh: '请填写栏目标题',
  },
  {
    kind: 'oneOf (title without Chinese)',
    broken: (d) => (sectionOf(d, 'jobs').title = { 'zh-CN': '', en: 'Jobs' }),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/title`,
    zh: '请填写栏目标题（中文）',
  },
  {
    kind: 'oneOf (link)',
    broken: (d) => (d.footer.personalLinks[0].href = 'https://example.org'),
    pointer: '/footer/personalLinks/0',
    zh: '这个链接同时指向了几个地方',
  },
  { kind: 'minProperties', broken: (d) => (d.pages = {}), pointer: '/pages', zh: '至少要有一个页面' },
  // Rules of config-rules.ts
  {
    kind: 'duplicate address',
    broken: (d) => (d.pages.jobSearch.route = '/notice'),
    pointer: '/pages/jobSearch/route',
    zh: '页面地址 /notice 已被“通知公告”页使用',
  },
  {
    kind: 'no 404 page',
    broken: (d) => (d.pages.notFound.route = '/lost'),
    pointer: '/pages',
    zh: '请添加地址为 /404 的页面',
  },
  {
    kind: 'link to no page',
    broken: (d) => (sectionOf(d, 'jobs').more = '/nowhere'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/more`,
    zh: '没有地址为 /nowhere 的页面',
  },
  {
    kind: 'unknown member-centre page',
    broken: (d) => (d.footer.personalLinks[0] = { label: '简历', memberCentre: 'resumes' }),
    pointer: '/footer/personalLinks/0/memberCentre',
    zh: '会员中心没有这个页面',
  },
  {
    kind: 'gate on home',
    broken: (d) => (d.pages.home.gate = 'company'),
    pointer: '/pages/home/gate',
    zh: '首页不能设置访问限制',
  },
  {
    kind: 'ad window off home',
    broken: (d) => (d.pages.jobSearch.adWindow = true),
    pointer: '/pages/jobSearch/adWindow',
    zh: '浮动广告只能在首页显示',
  },
  {
    kind: 'unknown menu tab',
    broken: (d) => (d.pages.notice.menu = 'news'),
    pointer: '/pages/notice/menu',
    zh: '菜单高亮须为页眉中的一个菜单项',
  },
  {
    kind: 'duplicate section id',
    broken: (d) => (sectionOf(d, 'stats').id = 'jobs'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs') + 1}/id`,
    zh: '首页有两个栏目使用了同一个标识',
  },
  {
    kind: 'form without one of its sources',
    broken: (d) => delete d.pages.arbitration.sections[0].sources.organizations,
    pointer: '/pages/arbitration/sections/0/sources',
    zh: '“劳动仲裁预约登记”缺少一项选项数据的来源',
  },
  {
    kind: 'no data source',
    broken: (d) => delete sectionOf(d, 'jobs').source,
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}`,
    zh: '“最新职位”没有数据来源',
  },
  {
    kind: 'data the component cannot draw',
    broken: (d) => (sectionOf(d, 'jobs').source = { operation: 'queryNoticeByPage' }),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/source/operation`,
    zh: '“最新职位”不能显示“通知公告分页”的数据',
  },
  {
    kind: 'no category source',
    broken: (d) => (sectionOf(d, 'news').options = {}),
    pointer: (d) => `/pages/home/sections/${at(d, 'news')}/options/categories`,
    zh: '没有分类标签的来源',
  },
  {
    kind: 'category source it cannot draw',
    broken: (d) => (sectionOf(d, 'news').options.categories = { operation: 'queryLink' }),
    pointer: (d) => `/pages/home/sections/${at(d, 'news')}/options/categories/operation`,
    zh: '的分类标签不能来自',
  },
  {
    kind: 'unknown data source',
    broken: (d) => (sectionOf(d, 'jobs').source.operation = 'queryJobListByPag'),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/source/operation`,
    zh: '这个数据来源不存在',
  },
  {
    kind: 'unknown parameter',
    broken: (d) => (sectionOf(d, 'jobs').source.params = { colour: 'red' }),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/source/params/colour`,
    zh: '数据来源的一项参数无法识别',
  },
  {
    kind: 'unknown filter parameter',
    broken: (d) => (d.pages.information.sections[0].filters[0].param = 'colour'),
    pointer: '/pages/information/sections/0/filters/0/param',
    zh: '请删除这个筛选条件',
  },
  {
    kind: 'page size of a source without pages',
    broken: (d) => (sectionOf(d, 'stats').pageSize = 3),
    pointer: (d) => `/pages/home/sections/${at(d, 'stats')}/pageSize`,
    zh: '不能设置每页条数',
  },
  {
    kind: 'page size over what the source gives',
    broken: (d) => (sectionOf(d, 'jobs').pageSize = 5000),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/pageSize`,
    zh: '请填写 1 到',
  },
  {
    kind: 'more shown than asked',
    broken: (d) => (sectionOf(d, 'jobs').show = 20),
    pointer: (d) => `/pages/home/sections/${at(d, 'jobs')}/show`,
    zh: '显示条数（20）多于每页条数（9）',
  },
  {
    kind: 'pages of a source without pages',
    broken: (d) => (sectionOf(d, 'stats').paginate = true),
    pointer: (d) => `/pages/home/sections/${at(d, 'stats')}/paginate`,
    zh: '这个数据来源不能分页',
  },
  {
    kind: 'a record section on home',
    broken: (d) =>
      home(d).splice(5, 0, {
        id: 'job',
        component: 'JobDetail',
        source: { operation: 'queryJobById', bind: { id: 'id' } },
      }),
    pointer: '/pages/home/sections/5',
    zh: '“职位详情”需要地址中的记录编号，首页打开时没有，所以不能放在首页',
  },
];

describe('every problem in the editor’s words', () => {
  it.each(cases)('$kind', ({ broken, pointer, zh }) => {
    const doc = fresh();
    broken(doc);
    const where = typeof pointer === 'string' ? pointer : pointer(doc);
    const problems = check(doc);
    const found = problems.filter((p) => p.pointer === where);
    expect(found.length, JSON.stringify(problems.map((p) => [p.pointer, p.words?.['zh-CN']]))).toBeGreaterThan(0);
    expect(found.map((p) => `${p.words!['zh-CN'].message} ${p.words!['zh-CN'].fix}`).join('\n')).toContain(zh);
    for (const p of problems) expectPlainChinese(p);
    // The developer's words are kept for `npm run config:check` and the service.
    for (const p of found) expect(p.message).toMatch(/[A-Za-z]/);
  });

  it('says where each problem is, by the names of its page and section', () => {
    const doc = fresh();
    sectionOf(doc, 'jobs').pageSize = 0;
    const [problem] = check(doc);
    expect(problemWords(problem!, 'zh-CN')).toEqual({
      message: '每页条数至少为 1',
      fix: '请填写 1 或更大的整数',
      place: '首页 › 最新职位',
    });
    expect(problemWords(problem!, 'en')).toMatchObject({ message: 'The page size must be at least 1' });
  });

  it('tells both pages that share an address, each at its own address field', () => {
    const doc = fresh();
    doc.pages.jobSearch.route = '/notice';
    const shared = check(doc).filter((p) => /^\/pages\/\w+\/route$/.test(p.pointer));
    expect(shared.map((p) => [p.pointer, p.words!['zh-CN'].message])).toEqual([
      ['/pages/notice/route', '页面地址 /notice 已被“找工作”页使用'],
      ['/pages/jobSearch/route', '页面地址 /notice 已被“通知公告”页使用'],
    ]);
    expect(shared[0]!.words!['zh-CN'].fix).toBe('请为每个页面设置不同的地址');
  });

  it('escapes a page id in the pointer of its address field', () => {
    const config = fresh() as PortalConfig;
    config.pages['a/b'] = { route: '/notice', sections: [] };
    const pointers = checkConfigRules(config, contract, 'portal.json').map((p) => p.pointer);
    expect(pointers).toContain('/pages/a~1b/route');
  });

  it('names a section type the rules do not know (a config the schema did not see, in the browser)', () => {
    const config = fresh() as PortalConfig;
    (sectionOf(config, 'jobs') as { component: string }).component = 'JobLists';
    const [problem] = checkConfigRules(config, contract, 'portal.json');
    expect(problem!.words!['zh-CN'].message).toBe('没有这种栏目类型');
    expectPlainChinese(problem!);
  });

  it('says a file that is not JSON, with its line', () => {
    const [problem] = checkConfigText('{\n  "version": 1,\n  "site" 1}', 'portal.config.json', contract).problems;
    expect(problem!.words!['zh-CN'].message).toBe('文件不是有效的配置文件（第 3 行第 10 列附近）');
    expectPlainChinese(problem!);
  });

  it('words a limit the schema may set from above (maximum) as a number to enter', () => {
    const error = {
      keyword: 'maximum',
      instancePath: '/pages/home/sections/4/careOrder',
      schemaPath: '#/$defs/section/properties/careOrder/maximum',
      params: { comparison: '<=', limit: 99 },
    } as ErrorObject;
    const words = schemaWords(error, error.instancePath, fresh());
    expect(words['zh-CN']).toEqual({ message: '关怀模式排序最多为 99', fix: '请填写不超过 99 的整数' });
  });

  it('warns in words about a personal-data form on an open page', () => {
    const [warning] = configWarnings(withOpenPolicyForm(fresh()) as PortalConfig);
    expect(warning!.words!['zh-CN']).toEqual({
      message: '此表单收集个人信息，访客须先登录并完善资料',
      fix: '请把本页的访问限制设为“资料完善的会员”',
      place: '补贴申请 › 政策补贴申请',
    });
    expectPlainChinese(warning!);
  });
});
