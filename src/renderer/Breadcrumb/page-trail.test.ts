import { describe, expect, it } from 'vitest';
import builtIn from '../../../pages.config/portal.json';
import { localText } from '../../i18n/i18n';
import type { PortalConfig, Text } from '../../config/portal-config';
import { documentTitle, hasTrail, pageTrail, recordName, recordSection } from './page-trail';

const config = builtIn as unknown as PortalConfig;
const zh = (t: Text | undefined) => localText('zh-CN', t);
const en = (t: Text | undefined) => localText('en', t);
const page = (id: string) => config.pages[id]!;

describe('the record a page shows', () => {
  it('is the first shown section bound to the address', () => {
    expect(recordSection(page('jobDetail'), new URLSearchParams('id=1'))?.component).toBe('JobDetail');
    expect(recordSection(page('firmDetail'), new URLSearchParams('id=1'))?.component).toBe('CompanyDetail');
    expect(recordSection(page('jobSearch'), new URLSearchParams())).toBeUndefined();
  });

  it('is named by its job name, else its title, company name or name, as plain text', () => {
    expect(recordName({ jobName: '会计', title: 'x' })).toBe('会计');
    expect(recordName({ title: '  春风行动招聘会 ' })).toBe('春风行动招聘会');
    expect(recordName({ companyName: '江城软件' })).toBe('江城软件');
    expect(recordName({ name: '王老师' })).toBe('王老师');
    expect(recordName({ jobName: '会计 &amp; <em>出纳</em>' })).toBe('会计 & 出纳');
    expect(recordName({ jobName: '', name: '' })).toBeUndefined();
    expect(recordName(undefined)).toBeUndefined();
    expect(recordName('会计')).toBeUndefined();
  });

  it('names a resume by its owner, masked as the page and the talent list show them (spec s5)', () => {
    expect(recordName({ fullname: '张伟', id: 5521 })).toBe('张*');
    expect(recordName({ fullname: '张先生' })).toBe('张先生');
  });
});

describe('the breadcrumb', () => {
  it('runs 首页 > the menu tab > the record on a detail page', () => {
    expect(pageTrail(config, page('jobDetail'), zh, '会计')).toEqual([
      { label: '首页', route: '/home' },
      { label: '找工作', route: '/jobSearch' },
      { label: '会计' },
    ]);
  });

  it('names the page by its title until the record has arrived, in the reader’s language', () => {
    expect(pageTrail(config, page('jobDetail'), en).map((c) => c.label)).toEqual(['Home', 'Find jobs', 'Job details']);
  });

  it('does not repeat the tab on the tab’s own page, nor name home twice on a page of the home group', () => {
    expect(pageTrail(config, page('jobSearch'), zh)).toEqual([{ label: '首页', route: '/home' }, { label: '找工作' }]);
    expect(pageTrail(config, page('noticeDetail'), zh, '关于春节放假的通知')).toEqual([
      { label: '首页', route: '/home' },
      { label: '关于春节放假的通知' },
    ]);
    expect(pageTrail(config, page('siteMap'), zh).map((c) => c.label)).toEqual(['首页', '网站地图']);
  });

  it('is not shown on the home page or the not-found page', () => {
    expect(hasTrail(page('home'))).toBe(false);
    expect(hasTrail(page('notFound'))).toBe(false);
    expect(pageTrail(config, page('home'), zh)).toEqual([]);
    expect(pageTrail(config, page('notFound'), zh)).toEqual([]);
  });
});

describe('the tab’s title', () => {
  it('names the record and the site on a detail page', () => {
    expect(documentTitle(config, page('jobDetail'), zh, '会计')).toBe('会计 - 江城市公共就业服务网');
  });

  it('names the page and the site elsewhere, and the site alone on home', () => {
    expect(documentTitle(config, page('jobSearch'), zh)).toBe('找工作 - 江城市公共就业服务网');
    expect(documentTitle(config, page('jobDetail'), zh)).toBe('职位详情 - 江城市公共就业服务网');
    expect(documentTitle(config, page('home'), zh, '会计')).toBe('江城市公共就业服务网');
    expect(documentTitle(config, page('notFound'), zh)).toBe('页面不存在'); // spec s2: titled "page not found"
    expect(documentTitle(config, page('jobSearch'), en)).toBe('Find jobs - Jiangcheng Public Employment Service');
  });

  it('is the site alone for a page without a title', () => {
    expect(documentTitle(config, { route: '/x', sections: [] }, zh)).toBe('江城市公共就业服务网');
  });
});
