/**
 * Parts of a page that only some pages draw: the filter bar and page numbers of a section that filters or pages, and
 * the gate of a page with one (decision 091). Each is a chunk of its own, loaded where a page needs it, like a
 * section's code (component-loaders.ts): the server lists it with such a page's code (scripts/vite-plugin-section-
 * assets.ts names the chunks), the start-up loads it before hydrating, and a page reached by client navigation draws
 * it once it is here. Which parts a page draws is its plan's `parts` (page-plan.ts). No React here (the server and
 * the start-up read it).
 */
const loaders = {
  FilterBar: () => import('../widgets/FilterBar/FilterBar').then((m) => m.FilterBar),
  Pagination: () => import('../widgets/Pagination/Pagination').then((m) => m.Pagination),
  Gate: () => import('./Gate/Gate').then((m) => m.Gate),
};

export type PartName = keyof typeof loaders;
export type Part<N extends PartName> = Awaited<ReturnType<(typeof loaders)[N]>>;

const ready = new Map<PartName, unknown>();

/** The part's code (asked for once; the module system keeps it). */
export function loadPart<N extends PartName>(name: N): Promise<Part<N>> {
  return (loaders[name]() as Promise<Part<N>>).then((part) => {
    ready.set(name, part);
    return part;
  });
}

/** The part, if its code has arrived. */
export function loadedPart<N extends PartName>(name: N): Part<N> | undefined {
  return ready.get(name) as Part<N> | undefined;
}
