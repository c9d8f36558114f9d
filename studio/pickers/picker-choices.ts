/**
 * The names an editor chooses among for a source parameter (issue 21, item 2): article categories from
 * homeArticleCategory, districts (and their streets) from the area tree. Asked of the portal's API through the SDK,
 * once per studio visit; the form shows loading, a failure in words, and the value already set even when its name
 * is unknown.
 */
import { useEffect, useState } from 'react';
import { api } from '../../src/data/api-client';
import type { components } from '../../sdk/schema';
import type { PickerKind, Words } from '../../src/config/components/section-editing';

export interface Choice {
  value: string;
  label: Words;
}

type AreaNode = components['schemas']['AreaNode'];

/** Districts and their streets, as the comma-separated value paths the list operations take (spec s3). */
export function districtChoices(tree: readonly AreaNode[]): Choice[] {
  return tree.flatMap((district) => [
    { value: district.value, label: { 'zh-CN': district.label, en: district.label } },
    ...(district.children ?? []).map((street) => {
      const name = `${district.label} · ${street.label}`;
      return { value: `${district.value},${street.value}`, label: { 'zh-CN': name, en: name } };
    }),
  ]);
}

const loaders: Record<PickerKind, () => Promise<Choice[]>> = {
  articleCategory: () =>
    api
      .get('/v1_0/home/article/category')
      .then((data) =>
        (data?.items ?? []).map((c) => ({ value: String(c.id), label: { 'zh-CN': c.name, en: c.name } })),
      ),
  district: () =>
    api
      .get('/v1_0/home/classify/index', { params: { query: { type: 'citycategory' } } })
      .then((data) => districtChoices(Array.isArray(data) ? data : [])),
};

const asked = new Map<PickerKind, Promise<Choice[]>>();

/** Asks once; a failed ask is forgotten, so the next form to need it asks again. */
function choicesOf(kind: PickerKind): Promise<Choice[]> {
  let promise = asked.get(kind);
  if (!promise) {
    promise = loaders[kind]();
    asked.set(kind, promise);
    promise.catch(() => asked.delete(kind));
  }
  return promise;
}

export type PickerState =
  { state: 'loading' } | { state: 'ready'; choices: Choice[] } | { state: 'failed'; error: unknown };

export function usePickerChoices(kind: PickerKind): PickerState {
  const [result, setResult] = useState<{ kind: PickerKind; state: PickerState } | null>(null);
  useEffect(() => {
    let live = true;
    choicesOf(kind).then(
      (choices) => live && setResult({ kind, state: { state: 'ready', choices } }),
      (error: unknown) => live && setResult({ kind, state: { state: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return result?.kind === kind ? result.state : { state: 'loading' };
}
