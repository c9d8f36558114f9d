/**
 * The head of a page the server could not render (the browser draws it): the site's name and description.
 */
import type { PortalConfig } from '../../src/config/portal-config';
import { escapeHtml } from '../html/escape';

export function fallbackHead(config: PortalConfig, description: string): string {
  const name = typeof config.site.name === 'string' ? config.site.name : config.site.name['zh-CN'];
  return `<title>${escapeHtml(name)}</title>\n    <meta name="description" content="${escapeHtml(description)}">`;
}
