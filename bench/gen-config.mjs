// Portal configs of any size for the validation timings: the real pages.config/portal.json with its pages repeated
// (or cut) to N pages, kept valid so every validator runs its whole course: copies get their own ids and routes,
// only /home keeps the ad window, and links to pages a cut config no longer has point to /home instead.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT, ROOT } from './util.mjs';

export const CONFIG_SIZES = [10, 100, 1000];
const clone = (value) => JSON.parse(JSON.stringify(value));

export function generateConfig(base, count) {
  const originals = Object.entries(base.pages);
  // /home and /404 are required by the rules; they come first so even a cut config has them.
  originals.sort(
    ([, a], [, b]) =>
      Number(b.route === '/home' || b.route === '/404') - Number(a.route === '/home' || a.route === '/404'),
  );
  const pages = {};
  for (let i = 0; i < count; i++) {
    const [id, page] = originals[i % originals.length];
    const round = Math.floor(i / originals.length);
    const copy = clone(page);
    if (round > 0) {
      copy.route = `${page.route}${round}`.replace('/404', '/notFound');
      delete copy.adWindow;
    }
    pages[round > 0 ? `${id}${round}` : id] = copy;
  }
  const routes = new Set(Object.values(pages).map((p) => p.route));
  const fix = (route) => (routes.has(route.split('?')[0]) ? route : '/home');
  const config = { ...clone(base), pages };
  for (const tab of config.header.tabs) if (tab.route) tab.route = fix(tab.route);
  for (const type of config.header.search.types) type.route = fix(type.route);
  for (const link of [...config.footer.personalLinks, ...config.footer.companyLinks])
    if (link.route) link.route = fix(link.route);
  for (const page of Object.values(pages)) for (const s of page.sections) if (s.more) s.more = fix(s.more);
  return config;
}

/** Writes bench/out/configs/pages-N.json for every size; returns the paths by size. */
export function writeConfigs(sizes = CONFIG_SIZES) {
  const base = JSON.parse(readFileSync(join(ROOT, 'pages.config/portal.json'), 'utf8'));
  const dir = join(OUT, 'configs');
  mkdirSync(dir, { recursive: true });
  const paths = {};
  for (const n of sizes) {
    paths[n] = join(dir, `pages-${n}.json`);
    writeFileSync(paths[n], JSON.stringify(generateConfig(base, n), null, 2));
  }
  return paths;
}
