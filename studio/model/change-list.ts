/**
 * What changed between two configs, in the editor's words, for the publish dialog and the versions list:
 * `首页 › 最新职位 › 每页条数: 9 → 5`, `首页: 职业导师 隐藏`, `首页: 招聘资讯 移到 最新职位 之前`. Sections are matched by
 * id, so a move is one line, not a string of field changes.
 */
import { catalogEditing } from '../../src/config/catalog-editing';
import { isComponentName } from '../../src/config/catalog';
import type { LinkConfig, PageConfig, PortalConfig, SectionConfig, Text } from '../../src/config/portal-config';
import { WORDS } from './change-words';
import { fieldLabel, optionLabel, type StudioLocale } from './field-labels';

const text = (value: Text | undefined, locale: StudioLocale) =>
  value === undefined ? '' : typeof value === 'string' ? value : (locale === 'en' && value.en) || value['zh-CN'];

/** A section's name for the editor: its title, else its component's label, else its id. */
export function sectionName(section: SectionConfig, locale: StudioLocale): string {
  const title = text(section.title, locale);
  if (title) return title;
  return isComponentName(section.component) ? catalogEditing[section.component].label[locale] : section.id;
}

/** A page's name for the editor: its title, else the label of the header tab that leads to it, else its id. */
export function pageName(config: PortalConfig, id: string, locale: StudioLocale): string {
  const page: PageConfig | undefined = config.pages[id];
  const tab = page && config.header.tabs.find((t) => t.route === page.route);
  return text(page?.title, locale) || text(tab?.label, locale) || id;
}

/**
 * Where a header tab or footer link goes, in the editor's words (issue 32, item 6): a portal page by its name and
 * address (找工作（/jobSearch）), a member-centre page by its name (会员中心 › 求职管理), another site by its address;
 * never an internal name (`applications`). The outline's link rows and the change list (so the review) show it.
 */
export function linkTarget(config: PortalConfig, link: Partial<LinkConfig>, locale: StudioLocale): string {
  if (link.route) {
    const path = link.route.split('?')[0]!.toLowerCase();
    const id = Object.keys(config.pages).find((p) => config.pages[p]!.route.toLowerCase() === path);
    return id ? `${pageName(config, id, locale)}（${link.route}）` : link.route;
  }
  if (link.memberCentre)
    return `${WORDS[locale].memberCentre} › ${optionLabel('memberCentre', link.memberCentre, locale)}`;
  return link.href ?? '';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function show(key: string, value: unknown, locale: StudioLocale): string {
  const w = WORDS[locale];
  if (value === undefined) return w.none;
  if (typeof value === 'boolean') return value ? w.yes : w.no;
  if (typeof value === 'string') return optionLabel(key, value, locale);
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'zh-CN' in value) return text(value as Text, locale);
  if (value && typeof value === 'object' && 'operation' in value)
    return String((value as { operation: string }).operation);
  return JSON.stringify(value);
}

/** Changed settings of two objects, one line each (`label: a → b`), nested sources and texts as one value. */
function fieldChanges(before: object, after: object, locale: StudioLocale, skip: string[]): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !skip.includes(k));
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return keys
    .filter((k) => !same(a[k], b[k]))
    .map((k) => `${fieldLabel(k, locale)}: ${show(k, a[k], locale)} → ${show(k, b[k], locale)}`);
}

/** Ids whose relative order changed: those outside a longest run kept in order (the others "moved"). */
function movedIds(before: string[], after: string[]): Set<string> {
  const common = after.filter((id) => before.includes(id));
  const rank = common.map((id) => before.indexOf(id));
  // Longest increasing subsequence of the old positions, in the new order.
  const best: number[] = [];
  const prev: number[] = [];
  const tails: number[] = [];
  rank.forEach((r, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rank[tails[mid]!]! < r) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  for (let i = tails.at(-1) ?? -1; i >= 0; i = prev[i]!) best.push(i);
  const kept = new Set(best.map((i) => common[i]));
  return new Set(common.filter((id) => !kept.has(id)));
}

function sectionChanges(page: string, before: SectionConfig[], after: SectionConfig[], locale: StudioLocale) {
  const w = WORDS[locale];
  const lines: string[] = [];
  const oldById = new Map(before.map((s) => [s.id, s]));
  const newIds = new Set(after.map((s) => s.id));
  for (const s of before) if (!newIds.has(s.id)) lines.push(`${page}: ${w.removed(sectionName(s, locale))}`);
  const moved = movedIds(
    before.map((s) => s.id),
    after.map((s) => s.id),
  );
  after.forEach((s, i) => {
    const old = oldById.get(s.id);
    if (!old) return void lines.push(`${page}: ${w.added(sectionName(s, locale))}`);
    const name = sectionName(old, locale);
    if (moved.has(s.id)) {
      const next = after.slice(i + 1).find((n) => oldById.has(n.id) && !moved.has(n.id)) ?? after[i + 1];
      lines.push(
        `${page}: ${next ? w.movedBefore(name, sectionName(oldById.get(next.id) ?? next, locale)) : w.movedLast(name)}`,
      );
    }
    if (Boolean(old.hidden) !== Boolean(s.hidden)) lines.push(`${page}: ${name} ${s.hidden ? w.hidden : w.shown}`);
    for (const line of fieldChanges(old, s, locale, ['hidden', 'id'])) lines.push(`${page} › ${name} › ${line}`);
  });
  return lines;
}

/** Keys for list items, unique within the list: a tab's id, else a link's Chinese label (links have no id). */
function itemKeys(items: object[]): string[] {
  const keys = items.map(
    (item, i) => (item as { id?: string }).id ?? (text((item as { label?: Text }).label, 'zh-CN') || `#${i}`),
  );
  return keys.map((k, i) => (keys.indexOf(k) === i ? k : `${k}#${i}`));
}

/** Header tabs and footer links, matched like sections: a move is one line, a relabelled link is an edit. */
function listChanges(
  label: string,
  before: object[],
  after: object[],
  locale: StudioLocale,
  target: (link: object) => string,
): string[] {
  if (same(before, after)) return [];
  const w = WORDS[locale];
  const name = (item: object) => show('label', (item as { label?: Text }).label, locale);
  const oldKeys = itemKeys(before);
  const found = itemKeys(after);
  // A link whose label changed in place keeps its place: the same link edited, not one removed and one added.
  const newKeys = found.map((k, i) =>
    !oldKeys.includes(k) && oldKeys[i] !== undefined && !found.includes(oldKeys[i]) ? oldKeys[i] : k,
  );
  const lines: string[] = [];
  before.forEach((a, i) => {
    if (!newKeys.includes(oldKeys[i]!)) lines.push(`${label}: ${w.removed(name(a))}`);
  });
  const moved = movedIds(oldKeys, newKeys);
  after.forEach((b, i) => {
    const a = before[oldKeys.indexOf(newKeys[i]!)];
    if (!a) return void lines.push(`${label}: ${w.added(name(b))} → ${target(b)}`);
    if (moved.has(newKeys[i]!)) {
      const j = newKeys.findIndex((k, n) => n > i && oldKeys.includes(k) && !moved.has(k));
      const next = j >= 0 ? before[oldKeys.indexOf(newKeys[j]!)] : undefined;
      lines.push(`${label}: ${next ? w.movedBefore(name(a), name(next)) : w.movedLast(name(a))}`);
    }
    for (const line of fieldChanges(a, b, locale, [])) lines.push(`${label} › ${name(a)} › ${line}`);
  });
  return lines;
}

export function describeChanges(before: PortalConfig, after: PortalConfig, locale: StudioLocale): string[] {
  const w = WORDS[locale];
  const lines: string[] = [];
  // A new link's line says where it goes (新增 点我 → 找工作（/jobSearch）), so a reviewer need not guess.
  const target = (link: object) => linkTarget(after, link as Partial<LinkConfig>, locale);
  lines.push(...listChanges(w.header, before.header.tabs, after.header.tabs, locale, target));
  for (const list of ['personalLinks', 'companyLinks'] as const)
    lines.push(...listChanges(w.footer[list], before.footer[list], after.footer[list], locale, target));
  for (const key of ['site', 'header', 'footer'] as const)
    for (const line of fieldChanges(before[key], after[key], locale, ['tabs', 'personalLinks', 'companyLinks']))
      lines.push(`${w.site} › ${line}`);
  const ids = [...new Set([...Object.keys(before.pages), ...Object.keys(after.pages)])];
  for (const id of ids) {
    const a = before.pages[id];
    const b = after.pages[id];
    const name = pageName(a ? before : after, id, locale);
    if (!a) lines.push(`${name}: ${w.pageAdded}`);
    else if (!b) lines.push(`${name}: ${w.pageRemoved}`);
    else {
      for (const line of fieldChanges(a, b, locale, ['sections'])) lines.push(`${name} › ${line}`);
      lines.push(...sectionChanges(name, a.sections, b.sections, locale));
    }
  }
  return lines;
}
