/**
 * The editor's live preview (decision 021): the draft, sent on every change at the page and section selected here.
 * A click on a section there selects it here.
 */
import { useEffect, useRef, useState } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import type { PortalConfig } from '../../src/config/portal-config';
import { checkDraft } from '../model/check';
import { select, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import { PreviewFrame, PreviewWidths, usePreviewFrame, type PreviewView } from './PreviewFrame';
import * as s from './editor.css';
import * as p from './preview-frame.css';

export function PreviewPane() {
  const { t } = useStudioT();
  const lastGood = useRef<PortalConfig | null>(null);
  const [heldBack, setHeldBack] = useState(false);
  const snap = useSnapshot(studio);

  function draftView(): PreviewView | null {
    const draft = studio.draft;
    if (!draft) return null;
    // A draft with problems is not drawn (the portal itself would refuse it, and its calls would fail): the
    // preview stays on the last draft without any, and says so, until the problem is fixed.
    const broken = checkDraft(draft).length > 0;
    if (!broken) lastGood.current = draft;
    setHeldBack(broken && lastGood.current !== null);
    const config = broken && lastGood.current ? lastGood.current : draft;
    const pageId = studio.selection.list ? 'home' : studio.selection.pageId;
    const section = studio.selection.list ? null : studio.selection.section;
    return {
      config,
      pageId,
      sectionId: section === null ? null : (config.pages[pageId]?.sections[section]?.id ?? null),
    };
  }

  function pick(sectionId: string) {
    const { pageId } = studio.selection;
    const index = studio.draft?.pages[pageId]?.sections.findIndex((sec) => sec.id === sectionId) ?? -1;
    if (index >= 0) {
      select(pageId, index);
      document.getElementById(`outline-row-${index}`)?.focus();
    }
  }

  const preview = usePreviewFrame({ view: draftView, onPick: pick });
  const { refresh } = preview;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(studio, () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 30);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [refresh]);

  return (
    <>
      <PreviewWidths preview={preview} className={p.widths} buttonClassName={s.tool}>
        <span role="status" className={s.help}>
          {heldBack
            ? t('previewHeldBack')
            : preview.pending
              ? t('previewUpdating')
              : snap.draft
                ? t('previewReady')
                : ''}
        </span>
      </PreviewWidths>
      <PreviewFrame preview={preview} title={t('previewTitle')} />
    </>
  );
}
