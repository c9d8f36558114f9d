/**
 * A rendered page's own head tags: its title and description (until server/seo gives the full set).
 */
import type { PortalConfig } from '../../src/config/portal-config.ts';
import type { RenderedPage } from '../render/entry-server.tsx';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const zh = (t: unknown) => (typeof t === 'string' ? t : ((t as { 'zh-CN'?: string } | undefined)?.['zh-CN'] ?? ''));

export function headTags(input: {
  config: PortalConfig;
  rendered?: RenderedPage;
  path: string;
  search: string;
  origin: string;
}): string {
  const { config, rendered } = input;
  const site = zh(config.site.name);
  const page = rendered ? config.pages[rendered.pageId] : undefined;
  const title = page?.title ? `${zh(page.title)} - ${site}` : site;
  return `<title>${escapeHtml(title)}</title>`;
}
