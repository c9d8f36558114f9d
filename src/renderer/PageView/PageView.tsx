/**
 * A page from config: its heading and its sections on a six-column grid (one column on narrow screens).
 *
 * Sections appear in reading order: a section is shown once every section above it has drawn its final state
 * (data, empty note or error; see widgets/SectionFrame/settled.tsx), so content that arrives late never pushes
 * what a reader is already looking at (layout shift). Sections below that front are not drawn yet; the first
 * screen's data is asked for at once, the rest's once the first screen has drawn (docs/decisions/007). A section
 * that keeps the ones below it waiting longer than REVEAL_WAIT_MS stops doing so, and once shown, a section stays
 * shown.
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogEntry, type ComponentName } from '../../config/catalog';
import type { PageConfig } from '../../config/portal-config';
import { useT } from '../../i18n/i18n';
import { usePortalConfig } from '../../config/config-context';
import { useHydrating } from '../../browser-state/use-browser-state';
import { visuallyHidden } from '../../theme.css';
import { SettleContext } from '../../widgets/SectionFrame/settled';
import { pageSections } from '../page-model';
import { useCare } from '../../care/care-context';
import { drawableNow, FIRST_SCREEN, prefetchSections } from '../prefetch';
import { SectionView } from '../SectionView/SectionView';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { documentTitle, pageTrail } from '../Breadcrumb/page-trail';
import { useDocumentTitle, useRecordName } from '../Breadcrumb/use-page-title';
import * as styles from './PageView.css';

export const REVEAL_WAIT_MS = 1500;

const isFloating = (component: ComponentName) => catalogEntry(component)?.floating === true;

interface Props {
  page: PageConfig;
  search: URLSearchParams;
}

export function PageView({ page, search }: Props) {
  const { text } = useT();
  const config = usePortalConfig();
  const title = text(page.title ?? config.site.name);
  const care = useCare();
  const sections = pageSections(page, search, care);
  // The record a detail page shows names the page: its breadcrumb's last crumb and the tab's title (decision 057).
  const recordName = useRecordName(page, search);
  useDocumentTitle(documentTitle(config, page, text, recordName));

  const client = useQueryClient();
  // Sections that can draw at once (code and data here already) need not wait their turn.
  const [settled, setSettled] = useState<ReadonlySet<string>>(
    () => new Set(sections.filter((s) => drawableNow(client, s, search)).map((s) => s.id)),
  );
  // In a transition: the next section then draws in its own render, which React may split, rather than in the
  // same task as the one above it (a page whose data is all here would otherwise draw in one long task).
  const settle = useCallback(
    (id: string) => startTransition(() => setSettled((prev) => (prev.has(id) ? prev : new Set(prev).add(id)))),
    [],
  );
  // The server sends every section at once (late ones loading), and hydration must draw what it sent.
  const hydrating = useHydrating();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(
    () => new Set(hydrating ? sections.map((s) => s.id) : []),
  );

  // Shown: every section up to and including the first one still loading, and any shown before.
  const shown = new Set<string>();
  let waitingOn: string | undefined;
  for (const s of sections) {
    if (waitingOn === undefined || revealed.has(s.id)) shown.add(s.id);
    if (waitingOn === undefined && !settled.has(s.id)) waitingOn = s.id;
  }
  // Remembered at once (React's state adjustment while rendering), so a section shown stays shown.
  if ([...shown].some((id) => !revealed.has(id))) setRevealed(new Set([...revealed, ...shown]));
  // Sections not shown yet are not drawn at all (each appears in its own, short render); their calls start here.
  const searchKey = search.toString();
  // The first screen's calls at once; the others once the first screen has drawn (or has waited REVEAL_WAIT_MS),
  // so they do not take the connections the first screen's data and images need.
  const firstScreenDrawn = waitingOn === undefined || sections.findIndex((s) => s.id === waitingOn) >= FIRST_SCREEN;
  const [restDue, setRestDue] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(searchKey);
    void prefetchSections(client, pageSections(page, params, care).slice(0, FIRST_SCREEN), params);
    const timer = setTimeout(() => setRestDue(true), REVEAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [client, page, searchKey, care]);
  useEffect(() => {
    if (!firstScreenDrawn && !restDue) return;
    const params = new URLSearchParams(searchKey);
    void prefetchSections(client, pageSections(page, params, care).slice(FIRST_SCREEN), params);
  }, [client, page, searchKey, care, firstScreenDrawn, restDue]);
  useEffect(() => {
    if (waitingOn === undefined) return;
    const timer = setTimeout(() => settle(waitingOn), REVEAL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waitingOn, settle]);

  return (
    // Busy while sections are still to appear, so assistive technology (and tests) can wait for the whole page.
    <div className={styles.page} aria-busy={waitingOn !== undefined || undefined}>
      <Breadcrumb trail={pageTrail(config, page, text, recordName)} />
      <h1 className={page.title ? styles.title : visuallyHidden}>{title}</h1>
      <SettleContext.Provider value={settle}>
        <div className={styles.grid}>
          {sections.map((section) => (
            <div
              key={section.id}
              className={
                isFloating(section.component)
                  ? `${styles.cell[section.width ?? 'full']} ${styles.floatingCell}`
                  : styles.cell[section.width ?? 'full']
              }
              hidden={!shown.has(section.id)}
            >
              {shown.has(section.id) && <SectionView section={section} search={search} />}
            </div>
          ))}
        </div>
      </SettleContext.Provider>
    </div>
  );
}
