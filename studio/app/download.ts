import type { PortalConfig } from '../../src/config/portal-config';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Saves the config through the browser (export, and the backup before a reload), named in HR's words with the local
 * date and time (issue 32, item 6): 网站页面配置-2026年11月28日-19时53分.json, so two exports of a day stay apart and
 * nobody has to know what portal.config.json is. The file is the same config the studio imports.
 */
export function downloadConfig(config: PortalConfig, now = new Date()) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(config, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download =
    `网站页面配置-${now.getFullYear()}年${now.getMonth() + 1}月${now.getDate()}日-` +
    `${two(now.getHours())}时${two(now.getMinutes())}分.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
