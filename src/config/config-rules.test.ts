import { describe, expect, it } from 'vitest';
import portal from '../../pages.config/portal.json';
import { operations } from '../../sdk/operations.gen';
import { checkConfigRules, type ContractInfo } from './config-rules';
import type { PortalConfig } from './portal-config';

const contract: ContractInfo = {
  operations: Object.fromEntries(Object.entries(operations).map(([id, op]) => [id, { method: op.method }])),
};
const config = () => structuredClone(portal) as unknown as PortalConfig;
const check = (c: PortalConfig) => checkConfigRules(c, contract, 'portal.json');

describe('config rules: gates and the ad window', () => {
  it('accepts the shipped config, whose gates are on the pages spec s5 names', () => {
    const c = config();
    expect(check(c)).toEqual([]);
    const gated = Object.fromEntries(
      Object.entries(c.pages)
        .filter(([, p]) => p.gate)
        .map(([id, p]) => [id, p.gate]),
    );
    expect(gated).toEqual({
      recruitTalents: 'company',
      resumeDetail: 'company',
      arbitration: 'refinedProfile',
      supervision: 'refinedProfile',
      odJobs: 'refinedProfile',
      signInWork: 'refinedProfile',
      pclicyForm: 'refinedProfile',
    });
  });

  it('refuses a gate on /home or /404, where declining visitors and lost ones land', () => {
    const c = config();
    c.pages.home!.gate = 'company';
    c.pages.notFound!.gate = 'refinedProfile';
    expect(check(c).map((p) => p.pointer)).toEqual(['/pages/home/gate', '/pages/notFound/gate']);
    expect(check(c)[0]!.fix).toBe('Remove "gate" from this page');
  });

  it('keeps the floating ad window to the home page', () => {
    const c = config();
    c.pages.jobSearch!.adWindow = true;
    const [problem, ...rest] = check(c);
    expect(rest).toEqual([]);
    expect(problem!.pointer).toBe('/pages/jobSearch/adWindow');
    expect(problem!.message).toContain('home page only');
  });
});

describe('config rules: a second source of a list under options (home news categories, decision 011)', () => {
  const news = (c: PortalConfig) => {
    const i = c.pages.home!.sections.findIndex((s) => s.component === 'ArticleTabs');
    return { section: c.pages.home!.sections[i]!, at: `/pages/home/sections/${i}/options/categories` };
  };

  it('asks for the categories source when it is missing', () => {
    const c = config();
    const { section, at } = news(c);
    section.options = {};
    expect(check(c)).toEqual([
      expect.objectContaining({ pointer: at, fix: expect.stringContaining('homeArticleCategory') }),
    ]);
  });

  it('names an operation the API does not have, and one the component cannot draw', () => {
    const c = config();
    const { section, at } = news(c);
    section.options = { categories: { operation: 'homeArticleCategry' } };
    expect(check(c)).toEqual([
      expect.objectContaining({ pointer: `${at}/operation`, fix: expect.stringContaining('"homeArticleCategory"') }),
    ]);
    section.options = { categories: { operation: 'queryLink' } };
    expect(check(c)).toEqual([
      expect.objectContaining({ pointer: `${at}/operation`, message: expect.stringContaining('cannot draw') }),
    ]);
  });
});

describe('config rules: the government site parts (decision 056)', () => {
  it('refuses a site map or contact link to a page that does not exist', () => {
    const c = config();
    c.footer.government!.siteMap.route = '/wangzhanditu';
    c.footer.government!.contact.route = '/lianxi';
    expect(check(c).map((p) => p.pointer)).toEqual([
      '/footer/government/siteMap/route',
      '/footer/government/contact/route',
    ]);
  });

  it('accepts a config from before the government parts, with its plain filing notices', () => {
    const c = config();
    delete c.footer.government;
    c.footer.filings = ['鄂ICP备 20260001 号-1'];
    expect(check(c)).toEqual([]);
  });
});
