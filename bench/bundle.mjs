// What a page downloads before it renders, from the build's manifest (.vite/manifest.json): the entry chunk and its
// static imports, and the chunks index.html modulepreloads (what src/main.tsx imports as it starts) with theirs
// (always), plus the lazily loaded section chunks (and their static imports and CSS) that the page's
// config names, since the page cannot draw those sections without them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './util.mjs';

const ENTRY = 'index.html';

function sizer(outDir) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const data = readFileSync(join(outDir, file));
      cache.set(file, { file, raw: data.length, gz: gzipSize(data) });
    }
    return cache.get(file);
  };
}

/** Manifest keys reachable from `key` through static imports, `key` included. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

const filesOf = (manifest, keys) => ({
  js: [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))],
  css: [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))],
});

const total = (list, field) => list.reduce((sum, f) => sum + f[field], 0);
const group = (files) => ({ files, raw: total(files, 'raw'), gz: total(files, 'gz') });

/** Initial JS and CSS of every page id in `pageIds`, the largest lazy chunk, and every chunk with its size. */
export function analyseBundle(outDir, config, pageIds) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const size = sizer(outDir);
  // A module's chunk: its own manifest entry, else (merged into a group chunk by the build) the chunk whose source
  // map lists it.
  const chunkSources = new Map();
  for (const [key, m] of Object.entries(manifest)) {
    if (!m.file.endsWith('.js') || !existsSync(join(outDir, `${m.file}.map`))) continue;
    const { sources } = JSON.parse(readFileSync(join(outDir, `${m.file}.map`), 'utf8'));
    for (const src of sources) chunkSources.set(src.replace(/^(\.\.\/)+/, ''), key);
  }
  const keyOf = (module) => (manifest[module] ? module : chunkSources.get(module));
  const entryKeys = staticClosure(manifest, ENTRY);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)]
    .map((m) => /href="[^"]*\/(assets\/[^"]+)"/.exec(m[0])?.[1])
    .filter(Boolean);
  for (const [key, m] of Object.entries(manifest))
    if (preloaded.includes(m.file)) staticClosure(manifest, key, entryKeys);
  const entryFiles = filesOf(manifest, entryKeys);
  const entry = { js: group(entryFiles.js.map(size)), css: group(entryFiles.css.map(size)) };

  const pages = {};
  for (const id of pageIds) {
    const page = config.pages[id];
    const components = [...new Set(page.sections.filter((s) => !s.hidden && !s.when).map((s) => s.component))];
    const keys = new Set();
    const missing = [];
    for (const name of components) {
      const key = keyOf(`src/sections/${name}/${name}.tsx`);
      if (key) staticClosure(manifest, key, keys);
      else missing.push(name);
    }
    for (const k of entryKeys) keys.delete(k);
    const own = filesOf(manifest, keys);
    const sections = {
      js: group(own.js.filter((f) => !entryFiles.js.includes(f)).map(size)),
      css: group(own.css.filter((f) => !entryFiles.css.includes(f)).map(size)),
    };
    pages[id] = {
      route: page.route,
      components,
      missing,
      entry: { jsGz: entry.js.gz, cssGz: entry.css.gz, jsRaw: entry.js.raw, cssRaw: entry.css.raw },
      sections,
      total: {
        jsGz: entry.js.gz + sections.js.gz,
        jsRaw: entry.js.raw + sections.js.raw,
        cssGz: entry.css.gz + sections.css.gz,
        cssRaw: entry.css.raw + sections.css.raw,
      },
    };
  }

  const chunks = Object.entries(manifest)
    .filter(([, m]) => m.file.endsWith('.js'))
    .map(([key, m]) => ({
      key,
      name: m.name ?? key,
      ...size(m.file),
      initial: entryKeys.has(key),
      dynamicEntry: Boolean(m.isDynamicEntry),
    }))
    .filter((c, i, all) => all.findIndex((o) => o.file === c.file) === i)
    .sort((a, b) => b.gz - a.gz);
  const largestLazy = chunks.find((c) => !c.initial) ?? null;
  const allJs = group(chunks.map(({ file, raw, gz }) => ({ file, raw, gz })));
  return {
    entry,
    pages,
    largestLazy,
    chunks,
    allJs: { raw: allJs.raw, gz: allJs.gz, count: chunks.length },
    initialFiles: [...entryFiles.js],
  };
}

/** The JS files each page needs before it renders (entry set plus its section set), for the package table. */
export function pageJsFiles(bundle, id) {
  return [...bundle.initialFiles, ...bundle.pages[id].sections.js.files.map((f) => f.file)];
}
