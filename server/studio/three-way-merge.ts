/**
 * A resubmission is a three-way merge (issue 32 item 2; decision 083): of the author's submission (`mine`), the
 * config it was made against (`base`) and what is published now (`theirs`), only what the author changed is applied
 * to what is published; a field the author never touched keeps its published value (never reverted); a field both
 * sides changed, differently, is a conflict the author decides (the published value stays until then).
 * Objects merge key by key, lists of the same length item by item; anything else is one value.
 */
import type { MergeConflict } from '../../src/config/config-version';

type Json = unknown;
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const step = (key: string | number) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function mergeAt(base: Json, mine: Json, theirs: Json, pointer: string, conflicts: MergeConflict[]): Json {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(mine, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const out: Record<string, Json> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = mergeAt(base[key], mine[key], theirs[key], pointer + step(key), conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs))
    if (base.length === mine.length && base.length === theirs.length)
      return base.map((item, i) => mergeAt(item, mine[i], theirs[i], pointer + step(i), conflicts));
  conflicts.push({ pointer, base, mine, theirs });
  return theirs;
}

/** The author's changes (base → mine) on top of theirs, and the fields both changed. */
export function threeWayMerge<T>(base: T, mine: T, theirs: T): { merged: T; conflicts: MergeConflict[] } {
  const conflicts: MergeConflict[] = [];
  const merged = mergeAt(base, mine, theirs, '', conflicts) as T;
  return { merged, conflicts };
}
