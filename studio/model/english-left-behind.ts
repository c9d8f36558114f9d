/**
 * The English-title reminder (issue 32, item 6): a visitor text whose Chinese changed since publishing while its
 * English is still the published one. Told once, as a 提醒 in the publish dialog (a warning never blocks), not beside
 * the field on every keystroke. Pages, sections and header tabs are matched by id, other lists by place.
 */
import { withPlaces } from '../../src/config/problem-words';
import type { ConfigProblem, PortalConfig } from '../../src/config/portal-config';

type Node = unknown;
const isObject = (v: Node): v is Record<string, Node> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: Node): v is { 'zh-CN': string; en?: string } => isObject(v) && typeof v['zh-CN'] === 'string';
const esc = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function walk(before: Node, after: Node, pointer: string, found: { pointer: string; en: string }[]) {
  if (isText(after)) {
    if (isText(before) && before.en && after['zh-CN'] !== before['zh-CN'] && after.en === before.en)
      found.push({ pointer, en: before.en });
    return;
  }
  if (Array.isArray(after)) {
    const old = Array.isArray(before) ? before : [];
    const byId = after.every((item) => isObject(item) && typeof item.id === 'string');
    after.forEach((item, i) => {
      const match = byId ? old.find((o) => isObject(o) && o.id === (item as { id: string }).id) : old[i];
      walk(match, item, `${pointer}/${i}`, found);
    });
    return;
  }
  if (isObject(after) && isObject(before))
    for (const key of Object.keys(after)) walk(before[key], after[key], `${pointer}/${esc(key)}`, found);
}

/** The reminders of the draft against what is published, as warnings with their places (首页 › 最新职位). */
export function englishLeftBehind(published: PortalConfig, draft: PortalConfig): ConfigProblem[] {
  const found: { pointer: string; en: string }[] = [];
  walk(published, draft, '', found);
  return withPlaces(
    found.map(({ pointer, en }) => ({
      file: 'portal.config.json',
      pointer,
      level: 'warning' as const,
      message: 'the Chinese changed but the English is still as published',
      fix: 'update the English too, or leave it if it still fits',
      words: {
        'zh-CN': { message: `中文已修改，英文仍是已发布的“${en}”`, fix: '如英文也需要改，请一并修改' },
        en: {
          message: `The Chinese changed but the English is still "${en}"`,
          fix: 'Update it too if it no longer fits',
        },
      },
    })),
    draft,
  );
}
