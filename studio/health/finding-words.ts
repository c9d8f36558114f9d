/**
 * A 站点体检 finding in the editor's words (decision 051): "首页栏目“最新职位”没有数据", "栏目“通知公告”最新一条是 40 天前
 * （2026/10/17）", "友情链接“人社部”打不开（超时）", "首页 20 天没有更新". Sections by their names as the outline shows
 * them, dates as the portal writes them.
 */
import type { SectionConfig } from '../../src/config/portal-config';
import { formatDate } from '../../src/i18n/i18n';
import type { StudioKey } from '../i18n/messages';
import { sectionName } from '../model/change-list';
import type { StudioLocale } from '../model/field-labels';
import type { Finding, LinkFailure, SectionRef } from '../../src/config/site-health-report';

type T = (key: StudioKey, vars?: Record<string, string | number>) => string;

const LINK_REASONS: Record<LinkFailure, StudioKey> = {
  scheme: 'healthLinkNotWeb',
  private: 'healthLinkPrivate',
  dns: 'healthLinkNoSite',
  refused: 'healthLinkRefused',
  timeout: 'healthLinkTimeout',
  tls: 'healthLinkCertificate',
  status: 'healthLinkStatus',
  redirects: 'healthLinkRedirects',
  network: 'healthLinkNetwork',
};

const nameOf = (section: SectionRef, locale: StudioLocale) => sectionName(section as unknown as SectionConfig, locale);

const dateOf = (iso: string, locale: StudioLocale) => formatDate(locale, Date.parse(iso) / 1000);

export function findingWords(t: T, locale: StudioLocale, finding: Finding): string {
  switch (finding.kind) {
    case 'homeStale':
      return t('findingHomeStale', { days: finding.days, date: dateOf(finding.since, locale) });
    case 'manySections':
      return t('findingManySections', { count: finding.count });
    case 'empty':
      return t('findingEmpty', { name: nameOf(finding.section, locale) });
    case 'stale':
      return t('findingStale', {
        name: nameOf(finding.section, locale),
        days: finding.days,
        date: dateOf(finding.newest, locale),
      });
    case 'unreadable':
      return t('findingUnreadable', { name: nameOf(finding.section, locale) });
    case 'link':
      return t(finding.section ? 'findingFriendlyLink' : 'findingLink', {
        name: finding.name,
        reason: t(LINK_REASONS[finding.reason], { status: finding.status ?? '' }),
      });
    case 'linksUnchecked':
      return t(finding.why === 'count' ? 'findingLinksOverCount' : 'findingLinksOutOfTime', { count: finding.count });
  }
}
