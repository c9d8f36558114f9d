/**
 * Scroll positions of kept-alive pages, per full path (path and query), in localStorage (spec s2). Bounded to the
 * most recent paths so it never grows without end.
 */
export const SCROLL_KEY = 'portal.scroll';
export const RESTORE_DELAY_MS = 50;
const MAX_PATHS = 50;

function read(storage: Storage): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage.getItem(SCROLL_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function savedScroll(fullPath: string, storage: Storage = localStorage): number {
  const y = read(storage)[fullPath];
  return typeof y === 'number' && Number.isFinite(y) && y > 0 ? y : 0;
}

export function saveScroll(fullPath: string, y: number, storage: Storage = localStorage): void {
  const all = read(storage);
  delete all[fullPath];
  all[fullPath] = Math.round(y);
  const paths = Object.keys(all);
  for (const old of paths.slice(0, Math.max(0, paths.length - MAX_PATHS))) delete all[old];
  try {
    storage.setItem(SCROLL_KEY, JSON.stringify(all));
  } catch {
    // storage full or unavailable: the position is simply not remembered
  }
}
