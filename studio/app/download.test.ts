import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../../src/config/portal-config';
import portal from '../../pages.config/portal.json';
import { downloadConfig } from './download';

afterEach(() => vi.restoreAllMocks());

describe('downloadConfig', () => {
  it('names the export in Chinese with the local date and time, not portal.config.json', () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:config');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    downloadConfig(portal as unknown as PortalConfig, new Date(2026, 10, 28, 9, 5));
    expect(saved).toEqual(['网站页面配置-2026年11月28日-09时05分.json']);
  });
});
