/**
 * Reading a form section's `data` (an object of each named source's data, see section-props): the list inside a
 * source's envelope data, or an empty list when the source holds nothing usable.
 */
import type { AreaNode } from './AreaPicker';

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The `key` list (items / info / records) of the named source. */
export function sourceList<T>(data: unknown, source: string, key: 'items' | 'info' | 'records'): readonly T[] {
  const list = record(record(data)?.[source])?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
}

/** The area tree of the `areas` source (homeClassifyIndex, type citycategory): a bare array. */
export function areaTree(data: unknown): readonly AreaNode[] {
  const tree = record(data)?.areas;
  return Array.isArray(tree) ? (tree as AreaNode[]) : [];
}
