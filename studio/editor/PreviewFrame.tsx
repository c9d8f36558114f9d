/**
 * The studio's side of the live preview (decisions 021 and 052), for the editor's draft and for a submission under
 * review: the portal's own renderer in a same-origin iframe (studio/preview.html), sent a config at one of its pages
 * with one section marked. The page is laid out at the chosen width exactly (its viewport is 412, 768, 1366 or 1920
 * CSS px wide, so its media queries and grids are those of that screen) and scaled down to fit the column, as Puck's
 * viewports are; it is as tall as the column at that scale and scrolls inside. It says when it has drawn what it was
 * sent last; a click on a section there is passed on.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import type { FromPreview, ToPreview } from '../preview/preview-bridge';
import { useStudioT } from '../i18n/use-studio-t';
import * as p from './preview-frame.css';

/** A phone's width, the narrowest of the preview's (the review desk on a phone shows only this one). */
export const PHONE_WIDTH = 412;

const VIEWPORTS = [
  { width: PHONE_WIDTH, label: 'phone' },
  { width: 768, label: 'tablet' },
  { width: 1366, label: 'desktop' },
  { width: 1920, label: 'wide' },
] as const;

/**
 * How a page `width` CSS px wide fits a box: scaled to the box's width (never enlarged), and as tall, in its own CSS
 * px, as fills the box's height at that scale. An unmeasured box (no layout yet) shows it unscaled.
 */
function fitTo(box: { width: number; height: number }, width: number): { scale: number; height: number | null } {
  if (box.width <= 0 || box.height <= 0) return { scale: 1, height: null };
  const scale = Math.min(1, box.width / width);
  return { scale, height: box.height / scale };
}

/** What the preview shows: a config at one of its pages, with one section marked (or none). */
export interface PreviewView {
  config: PortalConfig;
  pageId: string;
  sectionId: string | null;
}

/** Where the preview opens a page: its route, with a sample id for pages that show one record. */
function routeOf(config: PortalConfig, pageId: string): string {
  const page = config.pages[pageId] ?? config.pages.home!;
  const needsId = page.sections.some((sec) => sec.source?.bind && Object.values(sec.source.bind).includes('id'));
  return needsId ? `${page.route}?id=1` : page.route;
}

export function usePreviewFrame({
  view,
  onPick,
  pendingAtFirst = false,
  initialWidth = 1366,
}: {
  /** What to show now (null: nothing); asked only once the preview has said it is ready, again on each `refresh`. */
  view: () => PreviewView | null;
  /** A section was clicked in the preview. */
  onPick?: (sectionId: string) => void;
  /** Whether the status says "updating" before anything was sent. */
  pendingAtFirst?: boolean;
  /** The width shown first (CSS px). */
  initialWidth?: number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const seq = useRef(0);
  const [pending, setPending] = useState(pendingAtFirst);
  const [width, setWidth] = useState(initialWidth);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const latest = useRef({ view, onPick });
  useLayoutEffect(() => {
    latest.current = { view, onPick };
  });

  /** Sends what `view` says now; nothing until the preview is ready. */
  const refresh = useCallback(() => {
    if (!ready.current) return;
    const shown = latest.current.view();
    if (!shown) return;
    const { config, pageId, sectionId } = shown;
    const post = (message: ToPreview) => frame.current?.contentWindow?.postMessage(message, location.origin);
    seq.current += 1;
    setPending(true);
    post({ type: 'studio:draft', seq: seq.current, config, pageId, route: routeOf(config, pageId) });
    post({ type: 'studio:select-section', sectionId });
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as FromPreview;
      if (data?.type === 'studio:ready') {
        ready.current = true;
        refresh();
      } else if (data?.type === 'studio:rendered' && data.seq === seq.current) setPending(false);
      else if (data?.type === 'studio:pick') latest.current.onPick?.(data.sectionId);
      // A shortcut pressed in the preview is pressed on its frame here (the studio's undo and redo listen).
      else if (data?.type === 'studio:key' && (data.key === 'z' || data.key === 'y'))
        frame.current?.dispatchEvent(
          new KeyboardEvent('keydown', { key: data.key, ctrlKey: true, shiftKey: data.shiftKey, bubbles: true }),
        );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refresh]);

  /** The column's space for the preview, followed as the window or the columns change. */
  const stage = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { frame, pending, width, setWidth, refresh, stage, ...fitTo(box, width) };
}

type Preview = ReturnType<typeof usePreviewFrame>;

/**
 * The width buttons (phone, tablet, desktop, wide), in a group of the caller's look, the chosen one pressed, and the
 * scale the page is shown at; `children` follow them in it.
 */
export function PreviewWidths({
  preview,
  className,
  buttonClassName,
  children,
}: {
  preview: Preview;
  className: string;
  buttonClassName: string;
  children?: ReactNode;
}) {
  const { t } = useStudioT();
  return (
    <div className={className} role="group" aria-label={t('previewWidth')}>
      {VIEWPORTS.map((v) => (
        <button
          key={v.width}
          type="button"
          className={`${buttonClassName} ${p.widthButton}`}
          aria-pressed={preview.width === v.width}
          onClick={() => preview.setWidth(v.width)}
        >
          {t(v.label)} {v.width}
        </button>
      ))}
      <span className={p.scaleNote}>{t('previewScale', { percent: Math.round(preview.scale * 100) })}</span>
      {children}
    </div>
  );
}

/** The preview page itself: laid out at the chosen width, scaled to the column. */
export function PreviewFrame({ preview, title }: { preview: Preview; title: string }) {
  const { frame, width, scale, height, stage } = preview;
  return (
    <div ref={stage} className={p.stage}>
      <div className={p.sizer} style={{ width: width * scale }}>
        <iframe
          ref={frame}
          title={title}
          src={`${import.meta.env.BASE_URL}studio/preview.html`}
          className={p.frame}
          style={{
            width,
            height: height ?? '100%',
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        />
      </div>
    </div>
  );
}
