import { describe, expect, it } from 'vitest';
import portal from '../../pages.config/portal.json';
import type { PortalConfig } from '../../src/config/portal-config';
import { hasChinese, suggestAddress } from './pinyin-address';

const config = portal as unknown as PortalConfig;
const withPage = (route: string): PortalConfig => ({
  ...config,
  pages: { ...config.pages, taken: { route, sections: [] } },
});

describe('a Chinese title suggests an address', () => {
  it('of its pinyin, lower case, digits kept, no tones, nothing else', async () => {
    expect(await suggestAddress('2026春风行动', config)).toBe('/2026chunfengxingdong');
    expect(await suggestAddress('高校毕业生·就业 Fair！', config)).toBe('/gaoxiaobiyeshengjiuyefair');
    expect(await suggestAddress('绿色就业', config)).toBe('/lvsejiuye');
  });

  it('free on the site: an address a page has gets a number; one the portal keeps is never offered', async () => {
    expect(await suggestAddress('2026春风行动', withPage('/2026ChunFengXingDong'))).toBe('/2026chunfengxingdong2');
    expect(await suggestAddress('工作台', withPage('/x'))).toBe('/gongzuotai');
    expect(await suggestAddress('首页', withPage('/x'))).toBe('/shouye');
  });

  it('cut at a whole syllable within 40 characters', async () => {
    const route = (await suggestAddress('江城市人力资源和社会保障局关于开展春风行动专项招聘活动的通知', config))!;
    expect(route.length).toBeLessThanOrEqual(41);
    expect(route).toMatch(/^\/jiangchengshirenliziyuan[a-z]+$/);
  });

  it('none for a title without Chinese', async () => {
    expect(hasChinese('Policy 2026')).toBe(false);
    expect(await suggestAddress('Policy 2026', config)).toBeUndefined();
  });
});
