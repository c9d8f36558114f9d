import type { PortalConfig } from '../../src/config/portal-config';

/** Saves the config as `portal.config.json` through the browser (export, and the backup before a reload). */
export function downloadConfig(config: PortalConfig) {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(config, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'portal.config.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
