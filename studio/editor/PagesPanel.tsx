/**
 * The pages, grouped as the header menu groups them (a page's `menu` names its tab), then the header tabs and
 * footer links as lists of their own. 新建页面 adds a page (studio/pages/NewPageForm.tsx); under the selected page,
 * its header and footer links and its removal (studio/pages/PageLinks.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import * as app from '../shared/studio.css';
import { pageName } from '../model/change-list';
import { problemsUnder } from '../model/check';
import { select, studio, type Selection } from '../model/studio-store';
import { NewPageDialog } from '../pages/NewPageForm';
import { PageLinks } from '../pages/PageLinks';
import * as p from '../pages/pages.css';
import { studioText, useStudioT } from '../i18n/use-studio-t';
import * as s from './editor.css';

const LISTS: { list: NonNullable<Selection['list']>; label: 'headerMenu' | 'personalLinks' | 'companyLinks' }[] = [
  { list: 'tabs', label: 'headerMenu' },
  { list: 'personalLinks', label: 'personalLinks' },
  { list: 'companyLinks', label: 'companyLinks' },
];

function groups(config: PortalConfig, locale: 'zh-CN' | 'en') {
  const byTab = config.header.tabs.map((tab) => ({
    title: localText(locale, tab.label),
    pages: Object.keys(config.pages).filter((id) => config.pages[id]!.menu === tab.id),
  }));
  const grouped = new Set(byTab.flatMap((g) => g.pages));
  const others = Object.keys(config.pages).filter((id) => !grouped.has(id));
  return [...byTab.filter((g) => g.pages.length), { title: studioText(locale, 'otherPages'), pages: others }];
}

export function PagesPanel({ problems }: { problems: readonly ConfigProblem[] }) {
  const { locale, t } = useStudioT();
  const snap = useSnapshot(studio);
  const [creating, setCreating] = useState(false);
  const [note, setNote] = useState('');
  // After a page is made or removed, the keyboard goes to the page now selected (its row).
  const [moved, setMoved] = useState(0);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (moved) panel.current?.querySelector<HTMLElement>('button[aria-current="true"]')?.focus();
  }, [moved]);
  const config = snap.draft as PortalConfig | null;
  if (!config) return null;
  const { pageId, list } = snap.selection;
  return (
    <section aria-labelledby="pages-title" ref={panel}>
      <h2 id="pages-title" className={s.heading}>
        {t('pages')}
      </h2>
      <div className={p.tools}>
        <button type="button" className={app.button} onClick={() => setCreating(true)}>
          {t('newPage')}
        </button>
      </div>
      <NewPageDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => {
          setCreating(false);
          setNote(t('pageCreated', { name: pageName(studio.draft!, id, locale) }));
          setMoved((n) => n + 1);
        }}
      />
      <p role="status" className={note ? p.note : undefined}>
        {note}
      </p>
      {groups(config, locale).map((group) => (
        <div key={group.title}>
          <h3 className={s.group}>{group.title}</h3>
          <ul className={s.list}>
            {group.pages.map((id) => {
              const count = problemsUnder(problems, `/pages/${id}`).length;
              const current = !list && id === pageId;
              return (
                <li key={id}>
                  <button
                    type="button"
                    className={s.pageButton}
                    aria-current={current ? 'true' : undefined}
                    onClick={() => select(id, null)}
                  >
                    {pageName(config, id, locale)} <span className={s.meta}>{config.pages[id]!.route}</span>
                    {count > 0 && <span className={s.badge}>{count}</span>}
                  </button>
                  {current && (
                    <PageLinks
                      config={config}
                      pageId={id}
                      onRemoved={(name, links) => {
                        setNote(t('pageRemoved', { name, count: links }));
                        setMoved((n) => n + 1);
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <h3 className={s.group}>{t('headerFooter')}</h3>
      <ul className={s.list}>
        {LISTS.map((l) => (
          <li key={l.list}>
            <button
              type="button"
              className={s.pageButton}
              aria-current={list === l.list ? 'true' : undefined}
              onClick={() => select(pageId, null, l.list)}
            >
              {t(l.label)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
