/**
 * The submission in the live preview: the studio's own preview page (studio/preview.html, decision 021) sent the
 * submission's config instead of the editor's draft, at the page chosen here (first the first page it changes).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import { pageName } from '../model/change-list';
import type { FromPreview, ToPreview } from '../preview/preview-bridge';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from '../app/studio.css';
import * as r from './review.css';

const WIDTHS = [
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

export function ReviewPreview({ config, base }: { config: PortalConfig; base: PortalConfig }) {
  const { t, locale } = useStudioT();
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const seq = useRef(0);
  const [pageId, setPageId] = useState(() => firstChangedPage(base, config));
  const [width, setWidth] = useState<number>(1366);
  const [pending, setPending] = useState(true);
  const pageField = useId();

  useEffect(() => {
    const send = () => {
      if (!ready.current) return;
      seq.current += 1;
      setPending(true);
      const post = (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, location.origin);
      post({ type: 'studio:draft', seq: seq.current, config, pageId, route: routeOf(config, pageId) });
      post({ type: 'studio:select-section', sectionId: firstChangedSection(base, config, pageId) });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as FromPreview;
      if (data?.type === 'studio:ready') {
        ready.current = true;
        send();
      } else if (data?.type === 'studio:rendered' && data.seq === seq.current) setPending(false);
    };
    window.addEventListener('message', onMessage);
    send();
    return () => window.removeEventListener('message', onMessage);
  }, [config, base, pageId]);

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
        <div className={s.barGroup} role="group" aria-label={t('previewWidth')}>
          {WIDTHS.map((v) => (
            <button
              key={v.width}
              type="button"
              className={s.button}
              aria-pressed={width === v.width}
              onClick={() => setWidth(v.width)}
            >
              {t(v.label)} {v.width}
            </button>
          ))}
        </div>
        <span role="status" className={s.meta}>
          {pending ? t('previewUpdating') : t('previewReady')}
        </span>
      </div>
      <div className={r.frameBox}>
        <iframe
          ref={frame}
          title={t('reviewPreviewTitle')}
          src={`${import.meta.env.BASE_URL}studio/preview.html`}
          className={r.frame}
          width={width}
        />
      </div>
    </>
  );
}
