/**
 * The selected page's sections (or the header tabs / footer links): select, reorder by dragging (a line shows where
 * the row will land) or by keyboard (the move buttons, or Alt+ArrowUp / Alt+ArrowDown on a row), hide or show,
 * duplicate, delete (all undoable), and add a section from the catalogue right after the selected one, with its
 * working defaults and a title of its own; one that needs a record number from the address is refused on a page
 * opened without one. Moves and additions are announced for screen readers (decision 052).
 */
import { useId, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { catalog, isComponentName, type ComponentName } from '../../src/config/catalog';
import { catalogEditing } from '../../src/config/catalog-editing';
import type { ConfigProblem, LinkConfig, PortalConfig } from '../../src/config/portal-config';
import { fitsPage } from '../../src/config/record-pages';
import { localText } from '../../src/i18n/i18n';
import { linkTarget, pageName, sectionName } from '../model/change-list';
import { problemsUnder, studioContract } from '../model/check';
import {
  addItem,
  addSection,
  deleteSection,
  duplicateSection,
  insertionIndex,
  moveItem,
  moveSection,
  newSectionDefaults,
  removeItem,
  setSectionHidden,
} from '../model/edits';
import { apply, linksOf, select, studio } from '../model/studio-store';
import { useStudioT } from '../i18n/use-studio-t';
import * as s from './editor.css';
import * as o from './outline.css';
import { ToolButton } from './ToolButton';

interface Row {
  key: string;
  name: string;
  meta: string;
  hidden?: boolean;
  problems: number;
}

const esc = (id: string) => id.replace(/~/g, '~0').replace(/\//g, '~1');

/** A row being dragged, and the gap (0 to the row count) it would be dropped into; null: nowhere it would move. */
interface Drag {
  from: number;
  gap: number | null;
}
/** The index a row dragged from `from` takes when dropped into `gap`. */
const landing = (from: number, gap: number) => (gap > from ? gap - 1 : gap);

export function Outline({ problems }: { problems: readonly ConfigProblem[] }) {
  const { locale, t } = useStudioT();
  const snap = useSnapshot(studio);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [adding, setAdding] = useState<ComponentName>('NoticeList');
  // The row a move put at this index takes the keyboard focus as soon as the move is drawn, before the next key press
  // is handled. Given back later (a timer), it could land on the row that had just taken that index while a held key
  // or a slow machine had its presses outrun the timers, and the next press then moved that row instead.
  const focusAfterMove = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusAfterMove.current === null) return;
    document.getElementById(`outline-row-${focusAfterMove.current}`)?.focus();
    focusAfterMove.current = null;
  });
  // Each refused add says so again (a new alert is announced).
  const [refusals, setRefusals] = useState(0);
  const addIds = { where: useId(), refusal: useId() };
  const config = snap.draft as PortalConfig | null;
  if (!config) return null;
  const { pageId, section: selected, list } = snap.selection;
  const page = config.pages[pageId];
  const listPointer = list === 'tabs' ? '/header/tabs' : list ? `/footer/${list}` : `/pages/${esc(pageId)}/sections`;
  const links: readonly LinkConfig[] = list ? linksOf(config, list) : [];
  const rows: Row[] = list
    ? links.map((link, i) => ({
        key: `${i}`,
        name: localText(locale, link.label),
        meta: linkTarget(config, link, locale),
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
    focusAfterMove.current = to; // its select button keeps the keyboard at its new place
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  // Dragging: the gap is above the row under the pointer when the pointer is in its top third, below it in its
  // bottom third; in the middle the dragged row takes its place (above it coming from below, below it from above).
  const onDragOver = (event: DragEvent<HTMLOListElement>) => {
    if (!drag) return; // not one of these rows (a file, say): no drop here
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const over = (event.target as Element).closest<HTMLElement>('li[data-index]');
    if (!over) return; // between two rows: the line stays where it was
    const index = Number(over.dataset.index);
    const box = over.getBoundingClientRect();
    const at = (event.clientY - box.top) / box.height;
    const gap = at < 1 / 3 || (at <= 2 / 3 && index < drag.from) ? index : index + 1;
    const next = landing(drag.from, gap) === drag.from ? null : gap;
    if (next !== drag.gap) setDrag({ ...drag, gap: next });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (drag?.gap != null) move(drag.from, landing(drag.from, drag.gap));
    setDrag(null);
  };
  const onDragLeave = (event: DragEvent<HTMLOListElement>) => {
    if (drag && !event.currentTarget.contains(event.relatedTarget as Node | null)) setDrag({ ...drag, gap: null });
  };
  // A new section goes right after the selected one, selected at once (the preview scrolls to it), unless it needs
  // a record number the page is opened without (src/config/record-pages.ts).
  const fits = Boolean(list) || fitsPage(config, pageId, newSectionDefaults(adding), studioContract);
  const add = () => {
    if (!fits) return setRefusals((n) => n + 1);
    const at = insertionIndex(rows.length, selected);
    const next = addSection(studio.draft!, pageId, adding, at);
    apply(next);
    select(pageId, at);
    const name = sectionName(next.pages[pageId]!.sections[at]!, locale);
    setAnnouncement(t('added', { name, position: at + 1, count: rows.length + 1 }));
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
      <ol
        className={s.list}
        aria-label={t(list ? 'linkOrder' : 'order')}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onDragLeave={onDragLeave}
      >
        {rows.map((row, i) => (
          <li
            key={row.key}
            className={`${o.row} ${row.hidden ? o.rowHidden : ''}`}
            data-selected={selected === i}
            data-index={i}
            data-dragging={drag?.from === i || undefined}
            draggable
            onDragStart={(e) => {
              setDrag({ from: i, gap: null });
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', row.key);
            }}
            onDragEnd={() => setDrag(null)}
          >
            {drag?.gap === i && <span className={o.dropLine} data-drop-indicator="before" aria-hidden="true" />}
            {drag?.gap === rows.length && i === rows.length - 1 && (
              <span className={o.dropLine} data-drop-indicator="after" aria-hidden="true" />
            )}
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
            <span className={o.rowTools}>
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
      <div className={o.addRow}>
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
              aria-invalid={!fits || undefined}
              aria-describedby={fits ? undefined : addIds.refusal}
              onChange={(e) => isComponentName(e.target.value) && setAdding(e.target.value)}
            >
              {Object.keys(catalog)
                .filter(isComponentName)
                .map((name) => (
                  <option key={name} value={name}>
                    {catalogEditing[name].label[locale]}
                  </option>
                ))}
            </select>
            <button
              type="button"
              className={s.tool}
              aria-describedby={fits ? addIds.where : `${addIds.where} ${addIds.refusal}`}
              onClick={add}
            >
              {t('addSection')}
            </button>
            <p id={addIds.where} className={o.addWhere}>
              {selected === null || !rows[selected] ? t('addAtEnd') : t('addAfter', { name: rows[selected].name })}
            </p>
            {!fits && (
              <p key={refusals} id={addIds.refusal} role="alert" className={o.refusal}>
                {t('addRefused', {
                  component: catalogEditing[adding].label[locale],
                  page: pageName(config, pageId, locale),
                })}
              </p>
            )}
          </>
        )}
      </div>
      <p role="status" aria-live="polite" className={s.help}>
        {announcement}
      </p>
    </section>
  );
}
