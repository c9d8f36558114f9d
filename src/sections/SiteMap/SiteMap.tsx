import { useId } from 'react';
import { Link } from 'react-router-dom';
import { usePortalConfig } from '../../config/config-context';
import { useT } from '../../i18n/i18n';
import { ConfigLink } from '../../widgets/ConfigLink/ConfigLink';
import type { SectionProps } from '../section-props';
import { siteMapGroups, type MapGroup } from './site-map';
import * as styles from './SiteMap.css';

/**
 * 网站地图 (issue 22 item 8; decision 056): the config's pages grouped as the header's menu groups them, each group
 * a list under its tab's name (which links to the tab's page). Record pages are named, not linked (site-map.ts).
 */
export function SiteMap({ section }: SectionProps<'SiteMap'>) {
  const config = usePortalConfig();
  const { t, text } = useT();
  const id = useId();
  const heading = (group: MapGroup) =>
    group.tab ? (
      <ConfigLink className={styles.link} link={group.tab} />
    ) : (
      <span className={styles.plain}>{t('gov.otherPages')}</span>
    );
  return (
    <nav className={styles.groups} aria-label={section.title ? text(section.title) : t('gov.siteMap')}>
      {siteMapGroups(config).map((group, g) => (
        <section key={group.tab?.id ?? ''} className={styles.group} aria-labelledby={`${id}-${g}`}>
          <h2 id={`${id}-${g}`} className={styles.heading}>
            {heading(group)}
          </h2>
          {group.entries.length > 0 && (
            <ul className={styles.list}>
              {group.entries.map((e) => (
                <li key={e.pageId}>
                  {e.needsRecord ? (
                    <span className={styles.plain}>
                      {text(e.label)}
                      <span className={styles.note}>{t('gov.detailNote')}</span>
                    </span>
                  ) : (
                    <Link className={styles.link} to={e.route}>
                      {text(e.label)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
