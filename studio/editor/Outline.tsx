/**
 * The selected page's sections (or the header tabs / footer links): select, reorder by dragging or by keyboard
 * (the move buttons, or Alt+ArrowUp / Alt+ArrowDown on a row), hide or show, duplicate, delete (all undoable),
 * and add a section from the catalogue with its working defaults. Moves are announced for screen readers.
 */
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { catalog, isComponentName, type ComponentName } from '../../src/config/catalog';
import { catalogEditing } from '../../src/config/catalog-editing';
import type { ConfigProblem, LinkConfig, PortalConfig } from '../../src/config/portal-config';
import { localText } from '../../src/i18n/i18n';
import { sectionName } from '../model/change-list';
import { problemsUnder } from '../model/check';
import {
  addItem,
  addSection,
  deleteSection,
  duplicateSection,
  moveItem,
  moveSection,
  removeItem,
  setSectionHidden,
} from '../model/edits';
import { apply, select, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './editor.css';
import { ToolButton } from './ToolButton';

interface Row {
  key: string;
  name: string;
  meta: string;
  hidden?: boolean;
  problems: number;
}

const esc = (id: string) => id.replace(/~/g, '~0').replace(/\//g, '~1');

export function Outline({ problems }: { problems: readonly ConfigProblem[] }) {
  const { locale, t } = useStudioT();
  const snap = useSnapshot(studio);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const [adding, setAdding] = useState<ComponentName>('NoticeList');
  const config = snap.draft as PortalConfig | null;
  if (!config) return null;
  const { pageId, section: selected, list } = snap.selection;
  const page = config.pages[pageId];
  const listPointer = list === 'tabs' ? '/header/tabs' : list ? `/footer/${list}` : `/pages/${esc(pageId)}/sections`;
  const links: readonly LinkConfig[] = list === 'tabs' ? config.header.tabs : list ? config.footer[list] : [];
  const rows: Row[] = list
    ? links.map((link, i) => ({
        key: `${i}`,
        name: localText(locale, link.label),
        meta: link.route ?? link.memberCentre ?? link.href ?? '',
        problems: problemsUnder(problems, `${listPointer}/${i}`).length,
      }))
    : (page?.sections ?? []).map((sec, i) => ({
        key: sec.id,
        name: sectionName(sec, locale),
        meta: isComponentName(sec.component) ? catalogEditing[sec.component].label[locale] : sec.component,
        hidden: sec.hidden,
        problems: problemsUnder(problems, `${listPointer}/${i}`).length,
      }));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const draft = studio.draft!;
    apply(list ? moveItem(draft, listPointer, from, to) : moveSection(draft, pageId, from, to));
    select(pageId, to, list);
    const name = rows[from]!.name;
    setAnnouncement(t('movedTo', { name, position: to + 1, count: rows.length }));
    // The row's select button keeps the keyboard focus at its new place.
    setTimeout(() => document.getElementById(`outline-row-${to}`)?.focus(), 0);
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };
  const remove = (index: number) => {
    apply(list ? removeItem(studio.draft!, listPointer, index) : deleteSection(studio.draft!, pageId, index));
    setAnnouncement(t('deleted', { name: rows[index]!.name }));
  };

  return (
    <section aria-labelledby="outline-title">
      <h2 id="outline-title" className={s.heading}>
        {list ? t('links') : t('sections')}
      </h2>
      <p className={s.help}>{t('orderHelp')}</p>
      <ol className={s.list} aria-label={t('order')}>
        {rows.map((row, i) => (
          <li
            key={row.key}
            className={`${s.row} ${row.hidden ? s.rowHidden : ''}`}
            data-selected={selected === i}
            draggable
            onDragStart={(e) => {
              setDragged(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', row.key);
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, i)}
          >
            <button
              type="button"
              id={`outline-row-${i}`}
              className={s.pageButton}
              aria-current={selected === i ? 'true' : undefined}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              onClick={() => select(pageId, i, list)}
              onKeyDown={(e) => onKey(e, i)}
            >
              {row.name}
              {row.hidden && ` (${t('hiddenMark')})`}
              <span className={s.meta}>{row.meta}</span>
              {row.problems > 0 && <span className={s.badge}>{t('rowProblems', { count: row.problems })}</span>}
            </button>
            <span className={s.rowTools}>
              <ToolButton label={t('moveUp', { name: row.name })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                ↑
              </ToolButton>
              <ToolButton
                label={t('moveDown', { name: row.name })}
                disabled={i === rows.length - 1}
                onClick={() => move(i, i + 1)}
              >
                ↓
              </ToolButton>
              {!list && (
                <>
                  <ToolButton
                    label={t(row.hidden ? 'show' : 'hide', { name: row.name })}
                    onClick={() => apply(setSectionHidden(studio.draft!, pageId, i, !row.hidden))}
                  >
                    {row.hidden ? '◌' : '◉'}
                  </ToolButton>
                  <ToolButton
                    label={t('duplicate', { name: row.name })}
                    onClick={() => apply(duplicateSection(studio.draft!, pageId, i))}
                  >
                    ⊞
                  </ToolButton>
                </>
              )}
              <ToolButton label={t('remove', { name: row.name })} onClick={() => remove(i)}>
                ✕
              </ToolButton>
            </span>
          </li>
        ))}
      </ol>
      <div className={s.addRow}>
        {list ? (
          <button
            type="button"
            className={s.tool}
            onClick={() =>
              apply(
                addItem(
                  studio.draft!,
                  listPointer,
                  list === 'tabs'
                    ? { id: `tab${rows.length + 1}`, label: { 'zh-CN': '新菜单' }, route: '/home' }
                    : { label: { 'zh-CN': '新链接' }, route: '/home' },
                ),
              )
            }
          >
            {t('addLink')}
          </button>
        ) : (
          <>
            <label htmlFor="add-section" className={s.help}>
              {t('component')}
            </label>
            <select
              id="add-section"
              className={s.input}
              value={adding}
              onChange={(e) => setAdding(e.target.value as ComponentName)}
            >
              {(Object.keys(catalog) as ComponentName[]).map((name) => (
                <option key={name} value={name}>
                  {catalogEditing[name].label[locale]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={s.tool}
              onClick={() => {
                apply(addSection(studio.draft!, pageId, adding));
                select(pageId, rows.length);
              }}
            >
              {t('addSection')}
            </button>
          </>
        )}
      </div>
      <p role="status" aria-live="polite" className={s.help}>
        {announcement}
      </p>
    </section>
  );
}
