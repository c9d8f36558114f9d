/**
 * The fields a reopened submission and the publication since both changed (decision 083): kept here until the
 * author decides each one (ConflictChoice.tsx). Until then the draft holds the published value.
 */
import { proxy } from 'valtio';
import type { MergeConflict } from '../service/studio-client';

export const mergeChoices = proxy({ items: [] as MergeConflict[] });

export const setMergeChoices = (items: readonly MergeConflict[]) => {
  mergeChoices.items = [...items];
};

export const decided = (pointer: string) => {
  mergeChoices.items = mergeChoices.items.filter((c) => c.pointer !== pointer);
};
