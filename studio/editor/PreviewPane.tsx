/**
 * The live preview: the portal's own renderer in a same-origin iframe (studio/preview.html), sent the draft on
 * every change, at phone, tablet or desktop width. A click on a section there selects it here (decision 021).
 */
import { useEffect, useRef, useState } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import type { PortalConfig } from '../../src/config/portal-config';
import type { FromPreview, ToPreview } from '../preview/preview-bridge';
import { checkDraft } from '../model/check';
import { select, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './editor.css';

const VIEWPORTS = [
  { width: 412, label: 'phone' },
  { width: 768, label: 'tablet' },
  { width: 1366, label: 'desktop' },
] as const;

/** Where the preview opens a page: its route, with a sample id for pages that show one record. */
function routeOf(config: PortalConfig, pageId: string): string {
  const page = config.pages[pageId] ?? config.pages.home!;
  const needsId = page.sections.some((sec) => sec.source?.bind && Object.values(sec.source.bind).includes('id'));
  return needsId ? `${page.route}?id=1` : page.route;
}

export function PreviewPane() {
  const { t } = useStudioT();
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<number>(1366);
  const [pending, setPending] = useState(false);
  const seq = useRef(0);
  const ready = useRef(false);
  const lastGood = useRef<PortalConfig | null>(null);
  const [heldBack, setHeldBack] = useState(false);
  const snap = useSnapshot(studio);

  useEffect(() => {
    const post = (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, location.origin);
    const sendDraft = () => {
      const draft = studio.draft;
      if (!draft || !ready.current) return;
      // A draft with problems is not drawn (the portal itself would refuse it, and its calls would fail): the
      // preview stays on the last draft without any, and says so, until the problem is fixed.
      const broken = checkDraft(draft).length > 0;
      if (!broken) lastGood.current = draft;
      setHeldBack(broken && lastGood.current !== null);
      const config = broken && lastGood.current ? lastGood.current : draft;
      seq.current += 1;
      setPending(true);
      const pageId = studio.selection.list ? 'home' : studio.selection.pageId;
      post({ type: 'studio:draft', seq: seq.current, config, pageId, route: routeOf(config, pageId) });
      const section = studio.selection.list ? null : studio.selection.section;
      post({
        type: 'studio:select-section',
        sectionId: section === null ? null : (config.pages[pageId]?.sections[section]?.id ?? null),
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(studio, () => {
      clearTimeout(timer);
      timer = setTimeout(sendDraft, 30);
    });
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as FromPreview;
      if (data?.type === 'studio:ready') {
        ready.current = true;
        sendDraft();
      } else if (data?.type === 'studio:rendered' && data.seq === seq.current) setPending(false);
      else if (data?.type === 'studio:pick') {
        const { pageId } = studio.selection;
        const index = studio.draft?.pages[pageId]?.sections.findIndex((sec) => sec.id === data.sectionId) ?? -1;
        if (index >= 0) {
          select(pageId, index);
          document.getElementById(`outline-row-${index}`)?.focus();
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('message', onMessage);
    };
  }, []);

  return (
    <>
      <div className={s.viewports} role="group" aria-label={t('previewWidth')}>
        {VIEWPORTS.map((v) => (
          <button
            key={v.width}
            type="button"
            className={s.tool}
            aria-pressed={width === v.width}
            onClick={() => setWidth(v.width)}
          >
            {t(v.label)} {v.width}
          </button>
        ))}
        <span role="status" className={s.help}>
          {heldBack ? t('previewHeldBack') : pending ? t('previewUpdating') : snap.draft ? t('previewReady') : ''}
        </span>
      </div>
      <div className={s.frameBox}>
        <iframe
          ref={frame}
          title={t('previewTitle')}
          src={`${import.meta.env.BASE_URL}studio/preview.html`}
          className={s.frame}
          width={width}
        />
      </div>
    </>
  );
}
