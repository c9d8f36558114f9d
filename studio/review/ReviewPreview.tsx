/**
 * The submission in the live preview: the studio's own preview page (studio/preview.html, decision 021) sent the
 * submission's config instead of the editor's draft, at the page chosen here (first the first page it changes).
 */
import { useEffect, useId, useState } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import { pageName } from '../model/change-list';
import { useStudioT } from '../i18n/use-studio-t';
import { PHONE_WIDTH, PreviewFrame, PreviewWidths, usePreviewFrame } from '../editor/PreviewFrame';
import * as s from '../shared/studio.css';
import * as r from './review.css';

/** The first page the submission changes (else home), so the reviewer sees the change first. */
export function firstChangedPage(base: PortalConfig, config: PortalConfig): string {
  const ids = Object.keys(config.pages);
  const changed = ids.find((id) => JSON.stringify(base.pages[id]) !== JSON.stringify(config.pages[id]));
  return changed ?? (config.pages.home ? 'home' : ids[0]!);
}

/** The first section of the page the submission adds or changes: the preview marks it and scrolls to it. */
function firstChangedSection(base: PortalConfig, config: PortalConfig, pageId: string): string | null {
  const before = new Map((base.pages[pageId]?.sections ?? []).map((sec) => [sec.id, JSON.stringify(sec)]));
  const found = config.pages[pageId]?.sections.find((sec) => before.get(sec.id) !== JSON.stringify(sec));
  return found?.id ?? null;
}

/** On a phone (`phone`) the page is shown at the phone's width, 412 px, and there is no other width to choose. */
export function ReviewPreview({
  config,
  base,
  phone = false,
}: {
  config: PortalConfig;
  base: PortalConfig;
  phone?: boolean;
}) {
  const { t, locale } = useStudioT();
  const [pageId, setPageId] = useState(() => firstChangedPage(base, config));
  const pageField = useId();
  const preview = usePreviewFrame({
    pendingAtFirst: true,
    initialWidth: phone ? PHONE_WIDTH : undefined,
    view: () => ({ config, pageId, sectionId: firstChangedSection(base, config, pageId) }),
  });
  const { refresh } = preview;

  // Sent again whenever the submission or the page changes (once the preview is ready).
  useEffect(() => refresh(), [refresh, config, base, pageId]);

  return (
    <>
      <div className={r.toolRow}>
        <label htmlFor={pageField}>{t('reviewPage')}</label>
        <select id={pageField} className={s.input} value={pageId} onChange={(e) => setPageId(e.target.value)}>
          {Object.keys(config.pages).map((id) => (
            <option key={id} value={id}>
              {pageName(config, id, locale === 'en' ? 'en' : 'zh-CN')}
            </option>
          ))}
        </select>
        {!phone && <PreviewWidths preview={preview} className={s.barGroup} buttonClassName={s.button} />}
        <span role="status" className={s.meta}>
          {preview.pending ? t('previewUpdating') : t('previewReady')}
        </span>
      </div>
      <PreviewFrame preview={preview} title={t('reviewPreviewTitle')} />
    </>
  );
}
