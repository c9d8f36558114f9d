/** A page from config: its heading and its sections on a six-column grid (one column on narrow screens). */
import type { PageConfig } from '../../config/portal-config';
import { useT } from '../../i18n/i18n';
import { usePortalConfig } from '../../config/config-context';
import { visuallyHidden } from '../../theme.css';
import { SectionView } from '../SectionView/SectionView';
import * as styles from './PageView.css';

interface Props {
  page: PageConfig;
  search: URLSearchParams;
}

export function PageView({ page, search }: Props) {
  const { text } = useT();
  const config = usePortalConfig();
  const title = text(page.title ?? config.site.name);
  return (
    <div className={styles.page}>
      <h1 className={page.title ? styles.title : visuallyHidden}>{title}</h1>
      <div className={styles.grid}>
        {page.sections.map((section) => (
          <div key={section.id} className={styles.cell[section.width ?? 'full']}>
            <SectionView section={section} search={search} />
          </div>
        ))}
      </div>
    </div>
  );
}
