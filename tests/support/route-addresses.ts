/**
 * The addresses e2e tests open a configured page at: its detail id when a section binds one, one per `when` of its
 * sections, and the routes whose component (not config) draws each type differently.
 */

/** Addresses a route is opened at beyond its plain one: the component (not config) draws each type differently. */
const extraAddresses: Record<string, string[]> = {
  '/supervision': ['?type=1', '?type=2'],
};

export function addressesOf(page: { route: string; sections: any[] }): string[] {
  const needsId = page.sections.some((s) =>
    [s.source, ...Object.values(s.sources ?? {})].some((source: any) => source?.bind),
  );
  const plain = needsId ? '?id=1' : '';
  const found = new Set(extraAddresses[page.route] ?? [plain]);
  for (const s of page.sections) {
    if (!s.when) continue;
    const search = new URLSearchParams(plain);
    if (s.when.equals) search.set(s.when.query, s.when.equals);
    else search.delete(s.when.query);
    found.add(search.size ? `?${search}` : '');
  }
  return [...found];
}
