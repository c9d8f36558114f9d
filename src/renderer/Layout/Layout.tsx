/**
 * The shared layout: header, body, footer and the floating ad window, each shown per the page's config. Kept-alive
 * pages stay mounted in React's <Activity> (state and DOM survive while hidden); other pages mount afresh. The
 * scroll position of kept-alive pages is saved per full path and restored after 50 ms; other pages go to the top.
 * A page with a `gate` is drawn (and fetches) only once the session passes it (Gate). In care mode (docs/decisions/031)
 * the layout carries `data-care` (its look), shows the care toolbar and no ad window. Each part around the content
 * fails alone, in its place (PartBoundary, docs/decisions/036).
 */
import {
  Activity,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  useRef,
  type RefObject,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useCare } from '../../care/care-context';
import '../../care/care.css';
import { usePortalConfig } from '../../config/config-context';
import type { PageConfig } from '../../config/portal-config';
import { siteSettingsQuery } from '../../data/site-settings';
import { useT } from '../../i18n/i18n';
import { AdWindow } from '../../widgets/AdWindow/AdWindow';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { PageView } from '../PageView/PageView';
import { useKeptPages } from '../kept-pages';
import { RESTORE_DELAY_MS, saveScroll, savedScroll } from '../scroll-memory';
import { partFor } from '../registry';
import { careToolbar } from './care-toolbar';
import { PartBoundary } from './PartBoundary';
import * as styles from './Layout.css';

/**
 * Counts back/forward moves. A quick there-and-back (page A, a link to B, Back) may never render B: the router
 * renders in a transition, and the return interrupts it. It is still a new visit of A, whose scroll is then due.
 */
function useHistoryMoves() {
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    // In a transition, like the router's own update of the same event: one render, with the new address.
    const onPop = () => startTransition(() => setMoves((n) => n + 1));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return moves;
}

function useScrollMemory(fullPath: string, keepAlive: boolean, main: RefObject<HTMLElement | null>) {
  const moves = useHistoryMoves();
  // The address whose position has been put back. Until then, scroll events are the browser clamping the old
  // position to a page that is still short (its sections appear as their data arrives), not the reader scrolling.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    // Not settled for this address yet (a quick there-and-back must not leave the previous mark standing).
    main.current?.removeAttribute('data-scroll-ready');
    restored.current = null;
    const timer = setTimeout(() => {
      window.scrollTo(0, keepAlive ? savedScroll(fullPath) : 0);
      restored.current = fullPath;
      // Says which address's scroll has been settled (tests wait on it rather than on the clock).
      if (main.current) main.current.dataset.scrollReady = fullPath;
    }, RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fullPath, keepAlive, moves, main]);
  // A layout effect, so the listener is gone before the next page's layout can fire a scroll for the old path.
  useLayoutEffect(() => {
    if (!keepAlive) return;
    let frame = 0;
    const onScroll = () => {
      if (restored.current !== fullPath) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => saveScroll(fullPath, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [fullPath, keepAlive]);
}

/**
 * A page's content: its gate, then its sections. Its effect says the page has hydrated, `<html data-hydrated>`
 * (tests wait on it: a server-rendered page reads before its code has arrived, decision 030). It sits inside the
 * page's own content: React hydrates a kept-alive page's <Activity> after the layout around it.
 */
function PageContent({ page, search }: { page: PageConfig; search: URLSearchParams }) {
  const config = usePortalConfig();
  const { text } = useT();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  // The gate is a chunk of its own, loaded for a page with one (decision 091): before hydration, or drawn once here.
  const [Gate] = useState(() => (page.gate ? partFor('Gate') : null));
  const content = <PageView page={page} search={search} />;
  if (!Gate) return content;
  return (
    <Suspense fallback={null}>
      <Gate gate={page.gate} title={text(page.title ?? config.site.name)}>
        {content}
      </Gate>
    </Suspense>
  );
}

export function Layout({ pageId, page }: { pageId: string; page: PageConfig }) {
  const config = usePortalConfig();
  const { locale } = useT();
  const location = useLocation();
  const { kept, search } = useKeptPages(pageId, page.keepAlive === true);
  const fullPath = location.pathname + search;

  const mainRef = useRef<HTMLElement>(null);
  useScrollMemory(fullPath, page.keepAlive === true, mainRef);
  const care = useCare();
  // Taken once: the toolbar itself when its code came before hydration (boot.tsx), else its lazy form.
  const [CareToolbar, setCareToolbar] = useState(careToolbar);
  // After a failed load the toolbar's retry takes it afresh, which asks for the code again.
  const reloadCareToolbar = () => setCareToolbar(() => careToolbar());
  const adWindow = page.adWindow === true && !care;
  const settings = useQuery({ ...siteSettingsQuery(), enabled: adWindow });
  // On <html> too, for what is drawn outside the layout (dialogs, toasts).
  useEffect(() => {
    document.documentElement.toggleAttribute('data-care', care);
  }, [care]);
  // Assistive technology reads the page in the language it is shown in. Only when it changes: a new lang restyles
  // the whole page (fonts are chosen by language).
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== locale) root.lang = locale;
  }, [locale]);

  return (
    <div className={styles.shell} data-care={care ? '' : undefined}>
      {page.header !== false && (
        <PartBoundary name="layout.header">
          <Header menu={page.menu} />
        </PartBoundary>
      )}
      {care && (
        <PartBoundary name="care.toolbar" onRetry={reloadCareToolbar}>
          <Suspense fallback={null}>
            <CareToolbar />
          </Suspense>
        </PartBoundary>
      )}
      <main ref={mainRef} id="main" className={styles.main} tabIndex={-1}>
        {[...kept].map(([id, keptSearch]) => {
          const keptPage = config.pages[id]!;
          return (
            <Activity key={id} mode={id === pageId ? 'visible' : 'hidden'}>
              <PageContent page={keptPage} search={new URLSearchParams(id === pageId ? search : keptSearch)} />
            </Activity>
          );
        })}
        {!page.keepAlive && <PageContent key={fullPath} page={page} search={new URLSearchParams(location.search)} />}
      </main>
      {page.footer !== false && (
        <PartBoundary name="layout.footer">
          <Footer />
        </PartBoundary>
      )}
      {adWindow && (
        <PartBoundary name="layout.adWindow" quiet>
          <AdWindow ad={settings.data?.adWindow} />
        </PartBoundary>
      )}
    </div>
  );
}
