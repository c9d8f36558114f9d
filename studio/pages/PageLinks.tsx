/**
 * The selected page's links and its removal (issue 21, item 5): "在页眉菜单中显示" adds or removes its header tab,
 * "在页脚中显示" its footer link in the column chosen; each change is one undoable edit. 删除页面 opens the dialog
 * that lists what links to the page first; /home and /404 say why they stay instead.
 */
import { useId, useState } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import * as s from '../shared/studio.css';
import { useStudioT } from '../i18n/use-studio-t';
import { pageName } from '../model/change-list';
import { apply, studio } from '../model/studio-store';
import { ColumnSelect } from './NewPageForm';
import { footerLinksTo, headerTabsTo, linkFooter, linkHeader, removalRefusal } from './page-edits';
import { RemovePageDialog } from './RemovePageDialog';
import * as p from './pages.css';

export function PageLinks({
  config,
  pageId,
  onRemoved,
}: {
  config: PortalConfig;
  pageId: string;
  onRemoved: (name: string, links: number) => void;
}) {
  const { t, locale } = useStudioT();
  const id = useId();
  const [removing, setRemoving] = useState(false);
  const inHeader = headerTabsTo(config, pageId).length > 0;
  const footer = footerLinksTo(config, pageId)[0]?.column;
  const refusal = removalRefusal(config, pageId);
  const name = pageName(config, pageId, locale);

  return (
    <fieldset className={p.settings}>
      <legend className={p.legend}>{t('pageLinksOf', { name })}</legend>
      <label className={p.choice}>
        <input
          type="checkbox"
          checked={inHeader}
          onChange={(e) => apply(linkHeader(studio.draft!, pageId, e.target.checked))}
        />
        {t('showInHeader')}
      </label>
      <label className={p.choice}>
        <input
          type="checkbox"
          checked={footer !== undefined}
          onChange={(e) => apply(linkFooter(studio.draft!, pageId, e.target.checked ? 'personalLinks' : null))}
        />
        {t('showInFooter')}
      </label>
      {footer && (
        <div className={`${s.field} ${p.indented}`}>
          <label htmlFor={`${id}-column`}>{t('footerColumn')}</label>
          <ColumnSelect
            id={`${id}-column`}
            value={footer}
            onChange={(column) => apply(linkFooter(studio.draft!, pageId, column))}
          />
        </div>
      )}
      {refusal ? (
        <p className={p.note}>{t(refusal === 'home' ? 'keepHome' : 'keepNotFound')}</p>
      ) : (
        <>
          <button type="button" className={s.button} onClick={() => setRemoving(true)}>
            {t('removePage')}
          </button>
          <RemovePageDialog pageId={pageId} open={removing} onOpenChange={setRemoving} onRemoved={onRemoved} />
        </>
      )}
    </fieldset>
  );
}
