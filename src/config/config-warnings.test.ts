// @vitest-environment node
import { describe, expect, it } from 'vitest';
import portal from '../../pages.config/portal.json';
import { contractInfo } from '../../server/config-check/portal-config-check';
import { checkConfigRules } from './config-rules';
import { configWarnings } from './config-warnings';
import type { PortalConfig, SectionConfig } from './portal-config';

const config = () => structuredClone(portal) as unknown as PortalConfig;
const arbitration = () => structuredClone(config().pages.arbitration!.sections[0]!) as SectionConfig;

describe('config warnings (decision 050)', () => {
  it('find nothing to warn about in the shipped config, whose personal-data forms are all gated (issue 22)', () => {
    expect(configWarnings(config())).toEqual([]);
  });

  it('warn about the policy form once its page is opened to anyone', () => {
    const c = config();
    delete c.pages.pclicyForm!.gate;
    expect(configWarnings(c)).toEqual([
      expect.objectContaining({ pointer: '/pages/pclicyForm/sections/0', level: 'warning' }),
    ]);
  });

  it('warn about the arbitration form put on the home page, without refusing it', () => {
    const c = config();
    c.pages.home!.sections.push(arbitration());
    const at = `/pages/home/sections/${c.pages.home!.sections.length - 1}`;
    const warning = configWarnings(c).find((w) => w.pointer === at);
    expect(warning?.words?.['zh-CN']).toMatchObject({
      message: '此表单收集个人信息，访客须先登录并完善资料',
      fix: '请把本页的访问限制设为“资料完善的会员”',
    });
    // A warning is not a problem: publishing and the preview go on.
    expect(checkConfigRules(c, contractInfo(), 'portal.json')).toEqual([]);
  });

  it('say nothing while the form on an open page is hidden', () => {
    const hidden = config();
    delete hidden.pages.pclicyForm!.gate;
    hidden.pages.pclicyForm!.sections[0]!.hidden = true;
    expect(configWarnings(hidden)).toEqual([]);
  });
});
