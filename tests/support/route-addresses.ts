/**
 * The addresses e2e tests open a configured page at: the values its sections bind (a detail's `id`, a skill type's
 * `type`) when they bind any, one per `when` of its sections, and the routes whose component (not config) draws each
 * type differently.
 */

/** Addresses a route is opened at beyond its plain one: the component (not config) draws each type differently. */
const extraAddresses: Record<string, string[]> = {
  '/supervision': ['?type=1', '?type=2'],
};

export function addressesOf(page: { route: string; sections: any[] }): string[] {
  const bound = new Set<string>(
    page.sections.flatMap((s) =>
      [s.source, ...Object.values(s.sources ?? {})].flatMap((source: any) => Object.values(source?.bind ?? {})),
    ),
  );
  const plain = bound.size ? `?${new URLSearchParams([...bound].map((name) => [name, '1']))}` : '';
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
