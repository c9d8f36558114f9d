// @vitest-environment node
import { describe, expect, it } from 'vitest';
import portal from '../../pages.config/portal.json';
import { contractInfo } from '../../server/config-check/portal-config-check';
import { checkConfigRules } from './config-rules';
import type { PortalConfig, SectionConfig } from './portal-config';
import { fitsPage } from './record-pages';

const contract = contractInfo();
const config = () => structuredClone(portal) as unknown as PortalConfig;
const check = (c: PortalConfig) => checkConfigRules(c, contract, 'portal.json');
const jobDetail = { id: 'job', component: 'JobDetail', source: { operation: 'queryJobById', bind: { id: 'id' } } };
const section = (s: object) => s as SectionConfig;

describe('sections that need a record number from the address (issue 21, item 4)', () => {
  it('refuse a job detail on the home page, at the section, in words', () => {
    const c = config();
    c.pages.home!.sections.splice(5, 0, section(jobDetail));
    const [problem, ...rest] = check(c);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      pointer: '/pages/home/sections/5',
      words: {
        'zh-CN': {
          message: '“职位详情”需要地址中的记录编号，首页打开时没有，所以不能放在首页',
          fix: '把它移到详情页，或删除它',
        },
      },
    });
  });

  it('are all on pages opened with their number in the shipped config', () => {
    const c = config();
    expect(check(c)).toEqual([]);
    for (const [id, page] of Object.entries(c.pages))
      for (const s of page.sections) expect(fitsPage(c, id, s, contract), `${id}: ${s.id}`).toBe(true);
  });

  it('refuse a detail on a page that a link opens without the number', () => {
    const c = config();
    c.header.tabs[1] = { ...c.header.tabs[1]!, route: '/jobDetail' };
    const problems = check(c).filter((p) => p.pointer === '/pages/jobDetail/sections/0');
    expect(problems.map((p) => p.words!['zh-CN'].message)).toEqual([
      '“职位详情”需要地址中的记录编号，“职位详情”页打开时没有，所以不能放在“职位详情”页',
    ]);
  });

  it('accept the same link when it gives the number, and an entry link counts as a link', () => {
    const c = config();
    c.header.tabs[1] = { ...c.header.tabs[1]!, route: '/jobDetail?id=7' };
    expect(check(c)).toEqual([]);
    const entry = c.pages.safeguardRights!.sections.find((s) => s.component === 'EntryLinks')!;
    (entry.options as { links: { route: string }[] }).links[0]!.route = '/jobDetail';
    expect(fitsPage(c, 'jobDetail', c.pages.jobDetail!.sections[0]!, contract)).toBe(false);
  });

  it('let a list read an optional value (search words) on a page opened without it', () => {
    const c = config();
    const list = c.pages.jobSearch!.sections[0]!;
    list.source = { operation: 'queryJobListByPage', bind: { keyWord: 'keywords' } };
    expect(fitsPage(c, 'jobSearch', list, contract)).toBe(true);
    expect(check(c)).toEqual([]);
  });
});
