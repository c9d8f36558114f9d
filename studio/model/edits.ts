/**
 * Every edit the studio makes, as a pure function from one config to the next: the input is never changed, and
 * only the objects on the path to the change are copied (undo keeps whole configs cheaply; decision 022).
 */
import { isComponentName, type ComponentName } from '../../src/config/catalog';
import { catalogEditing } from '../../src/config/catalog-editing';
import { sectionFrom, type PortalConfig, type SectionConfig, type Text } from '../../src/config/portal-config';

type Json = unknown;

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const tokens = (pointer: string) => (pointer === '' ? [] : pointer.split('/').slice(1).map(unescape));

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function getAt(doc: Json, pointer: string): Json {
  let node: Json = doc;
  for (const t of tokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, Json>)[t];
  }
  return node;
}

function setIn(node: Json, path: string[], value: Json | undefined): Json {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(node)) {
    const copy = node.slice();
    const index = Number(head);
    if (value === undefined && !rest.length) copy.splice(index, 1);
    else copy[index] = setIn(copy[index], rest, value);
    return copy;
  }
  const copy: Record<string, Json> = { ...((node ?? {}) as Record<string, Json>) };
  if (value === undefined && !rest.length) delete copy[head];
  else {
    const next = setIn(copy[head], rest, value);
    // An object emptied by the edit goes too (an empty `title: {}` would be a problem, not a default).
    if (next && typeof next === 'object' && !Array.isArray(next) && !Object.keys(next).length) delete copy[head];
    else copy[head] = next;
  }
  return copy;
}

/** The config with the value at `pointer` replaced (or removed, for undefined). */
export const setAt = <T>(doc: T, pointer: string, value: Json | undefined): T =>
  setIn(doc, tokens(pointer), value) as T;

const move = <T>(list: readonly T[], from: number, to: number): T[] => {
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item as T);
  return copy;
};

const sectionsPointer = (pageId: string) => `/pages/${pageId.replace(/~/g, '~0').replace(/\//g, '~1')}/sections`;
const sectionsOf = (config: PortalConfig, pageId: string) => config.pages[pageId]?.sections ?? [];

export function moveItem<T>(config: T, listPointer: string, from: number, to: number): T {
  const list = getAt(config, listPointer) as unknown[];
  if (!Array.isArray(list) || from === to || from < 0 || from >= list.length || to < 0 || to >= list.length)
    return config;
  return setAt(config, listPointer, move(list, from, to));
}

export const removeItem = <T>(config: T, listPointer: string, index: number): T =>
  setAt(config, `${listPointer}/${index}`, undefined);

export function addItem<T>(config: T, listPointer: string, item: unknown, at?: number): T {
  const list = ((getAt(config, listPointer) as unknown[]) ?? []).slice();
  list.splice(at ?? list.length, 0, item);
  return setAt(config, listPointer, list);
}

export const moveSection = (config: PortalConfig, pageId: string, from: number, to: number) =>
  moveItem(config, sectionsPointer(pageId), from, to);

/** Hides or shows a section; no section there, no change (setting the path would make one of `hidden` alone). */
export const setSectionHidden = (config: PortalConfig, pageId: string, index: number, hidden: boolean) =>
  sectionsOf(config, pageId)[index]
    ? setAt(config, `${sectionsPointer(pageId)}/${index}/hidden`, hidden ? true : undefined)
    : config;

export const deleteSection = (config: PortalConfig, pageId: string, index: number) =>
  removeItem(config, sectionsPointer(pageId), index);

/** An id not yet used on the page, from a stem (`jobs` -> `jobs2`). */
function freeId(config: PortalConfig, pageId: string, stem: string): string {
  const taken = new Set(sectionsOf(config, pageId).map((s) => s.id));
  const base = stem.replace(/\d+$/, '') || 'section';
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}

export function duplicateSection(config: PortalConfig, pageId: string, index: number): PortalConfig {
  const original = sectionsOf(config, pageId)[index];
  if (!original) return config;
  const title = original.title;
  const copyTitle =
    title === undefined
      ? undefined
      : typeof title === 'string'
        ? `${title} 副本`
        : { ...title, 'zh-CN': `${title['zh-CN']} 副本`, ...(title.en ? { en: `${title.en} (copy)` } : {}) };
  const copy: SectionConfig = {
    ...structuredClone(original),
    id: freeId(config, pageId, original.id),
    ...(copyTitle ? { title: copyTitle } : {}),
  };
  return addItem(config, sectionsPointer(pageId), copy, index + 1);
}

/**
 * A title no section of the page has: the default's, or when one has it, the default's with the first free number
 * (通知公告 2, Notices 2) in both languages, so a new section is never taken for an old one (issue 21).
 */
function titleOfItsOwn(config: PortalConfig, pageId: string, title: Text | undefined): Text | undefined {
  if (title === undefined) return undefined;
  const zhOf = (t: Text | undefined) => (typeof t === 'string' ? t : t?.['zh-CN']);
  const taken = new Set(sectionsOf(config, pageId).map((s) => zhOf(s.title)));
  const zh = zhOf(title)!;
  if (!taken.has(zh)) return title;
  let n = 2;
  while (taken.has(`${zh} ${n}`)) n++;
  return typeof title === 'string'
    ? `${zh} ${n}`
    : { ...title, 'zh-CN': `${zh} ${n}`, ...(title.en ? { en: `${title.en} ${n}` } : {}) };
}

/**
 * A new section of `component` with the catalogue's working defaults (its width too: full unless they say) and a
 * title of its own, at `at` (default: the end).
 */
export function addSection(config: PortalConfig, pageId: string, component: ComponentName, at?: number): PortalConfig {
  if (!isComponentName(component)) return config;
  const stem = component.charAt(0).toLowerCase() + component.slice(1);
  const defaults = structuredClone(newSectionDefaults(component));
  const title = titleOfItsOwn(config, pageId, defaults.title);
  const section = sectionFrom(component, {
    ...defaults,
    ...(title === undefined ? {} : { title }),
    id: freeId(config, pageId, stem),
  });
  return addItem(config, sectionsPointer(pageId), section, at);
}

/** Where a new section goes on a page of `count` sections: right after the selected one, else at the end. */
export const insertionIndex = (count: number, selected: number | null) =>
  selected === null ? count : Math.min(selected + 1, count);

/** What a new section of a component starts with (its title, and a data source the contract allows). */
export function newSectionDefaults(component: ComponentName): Omit<SectionConfig, 'id' | 'component'> {
  return catalogEditing[component].defaults;
}
