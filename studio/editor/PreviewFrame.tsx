/**
 * The studio's side of the live preview (decision 021), for the editor's draft and for a submission under review: the
 * portal's own renderer in a same-origin iframe (studio/preview.html), sent a config at one of its pages with one
 * section marked, at phone, tablet or desktop width. It says when it has drawn what it was sent last; a click on a
 * section there is passed on.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PortalConfig } from '../../src/config/portal-config';
import type { FromPreview, ToPreview } from '../preview/preview-bridge';
import { useStudioT } from '../i18n/use-studio-t';
import * as e from './editor.css';

const VIEWPORTS = [
  { width: 412, label: 'phone' },
  { width: 768, label: 'tablet' },
  { width: 1366, label: 'desktop' },
] as const;

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
}: {
  /** What to show now (null: nothing); asked only once the preview has said it is ready, again on each `refresh`. */
  view: () => PreviewView | null;
  /** A section was clicked in the preview. */
  onPick?: (sectionId: string) => void;
  /** Whether the status says "updating" before anything was sent. */
  pendingAtFirst?: boolean;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const seq = useRef(0);
  const [pending, setPending] = useState(pendingAtFirst);
  const [width, setWidth] = useState<number>(1366);
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
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refresh]);

  return { frame, pending, width, setWidth, refresh };
}

type Preview = ReturnType<typeof usePreviewFrame>;

/** The width buttons (phone, tablet, desktop), in a group of the caller's look; `children` follow them in it. */
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
          className={buttonClassName}
          aria-pressed={preview.width === v.width}
          onClick={() => preview.setWidth(v.width)}
        >
          {t(v.label)} {v.width}
        </button>
      ))}
      {children}
    </div>
  );
}

/** The preview page itself, at the chosen width. */
export function PreviewFrame({ preview: { frame, width }, title }: { preview: Preview; title: string }) {
  return (
    <div className={e.frameBox}>
      <iframe
        ref={frame}
        title={title}
        src={`${import.meta.env.BASE_URL}studio/preview.html`}
        className={e.frame}
        width={width}
      />
    </div>
  );
}
