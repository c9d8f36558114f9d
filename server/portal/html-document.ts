/**
 * The page around the server's markup (decision 025): the build's index.html, cut at its <head>'s end and at the
 * empty #root. The head's first part (the entry script, the page's styles, and its code listed for later), then the
 * title, description and structured data with the markup; the page is sent whole once rendered (decision 044).
 * The template's preload of portal.config.json goes: a rendered page preloads the content-hashed file of the config it
 * was drawn with, which its state names (decision 067).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_CODE_ID } from '../../src/renderer/page-code';
import { SERVER_STATE_ID } from '../../src/renderer/server-state';
import { escapeHtml, scriptSafeJson } from '../html/escape';

const BASE = '/n2024/web/';

export interface Template {
  /** The site's description, from the template's meta tag (pages without a record of their own use it). */
  description: string;
  /** From the doctype to just before </head>, without the title and description (each page writes its own). */
  headStart: string;
  /** After #root's content: the rest of the document. */
  tail: string;
  /** Asset files the template itself still links (not linked twice): the entry and what it imports. */
  linked: Set<string>;
  /** The template's own stylesheets (written inline with each page's, see pageStyles). */
  css: string[];
  /** The build's folder, where the CSS files are read from. */
  distDir: string;
  /** CSS file contents read so far. */
  cssText: Map<string, string>;
}

/**
 * The build's index.html, without what each page writes itself and without the start-up code's preloads (each page
 * lists them with its own code, for after its first paint: see pageAssets).
 */
export function readTemplate(distDir: string, assets: SectionAssets): Template {
  const source = readFileSync(join(distDir, 'index.html'), 'utf8');
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(source)?.[1]?.trim() ?? '';
  const startup = new Set(assets.startup.js);
  const html = source
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/\s*<link rel="preload" href="[^"]*portal\.config\.json"[^>]*>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*href="\/n2024\/web\/([^"]+)"[^>]*>/g, (link, file: string) =>
      startup.has(file) ? '' : link,
    );
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < 0) throw new Error(`${distDir}/index.html has no </head> or empty #root`);
  const linked = new Set([...html.matchAll(/(?:href|src)="\/n2024\/web\/([^"]+)"/g)].map((m) => m[1]!));
  const stylesheet = /\s*<link rel="stylesheet"[^>]*href="\/n2024\/web\/([^"]+\.css)"[^>]*>/g;
  const css = [...html.matchAll(stylesheet)].map((m) => m[1]!);
  return {
    description,
    headStart: html.slice(0, headEnd).replace(stylesheet, ''),
    tail: html.slice(root + '<div id="root"></div>'.length),
    linked,
    css,
    distDir,
    cssText: new Map(),
  };
}

interface ChunkAssets {
  js: string[];
  css: string[];
}

/** What scripts/vite-plugin-section-assets.ts wrote: every page's start-up code and each section's. */
export interface SectionAssets {
  startup: ChunkAssets;
  sections: Record<string, ChunkAssets>;
}

export function readSectionAssets(distDir: string): SectionAssets {
  try {
    const read = JSON.parse(readFileSync(join(distDir, '.vite/section-assets.json'), 'utf8')) as Partial<SectionAssets>;
    return { startup: read.startup ?? { js: [], css: [] }, sections: read.sections ?? {} };
  } catch {
    return { startup: { js: [], css: [] }, sections: {} };
  }
}

export interface PageAssets {
  /** For the head: the page's whole CSS in one style element, then its code, listed inert for later. */
  head: string;
  /** For the end of the body: the same stylesheets as links, disabled (see below). */
  bodyEnd: string;
}

/**
 * A page's styles and code. Its CSS (the start-up's and its sections') is written into the head in one
 * `<style nonce>` element: a phone on a slow connection paints the server's markup without waiting for a
 * stylesheet request per section (nginx, or the server itself, writes the response's nonce in: decision 044). The
 * same files are linked, disabled (so neither fetched nor applied), at the end of the body: the bundler's loader
 * finds them there and does not fetch them again before it runs a section's code. The page's code (start-up and
 * sections) is listed as modulepreloads inside an inert <template>: src/main.ts makes them live once the markup has
 * painted (decision 030). A rendered page preloads its config's file (`configUrl`), which start-up reads before hydrating.
 */
export function pageAssets(
  template: Template,
  assets: SectionAssets,
  components: readonly string[],
  configUrl?: string,
  waiting: Readonly<Record<string, readonly string[]>> = {},
): PageAssets {
  const css = new Set<string>([...template.css, ...assets.startup.css]);
  const js = new Set<string>(assets.startup.js.filter((f) => !template.linked.has(f)));
  // A file only components of framed sections need carries those sections' ids: src/main.ts asks for it only when
  // one of them is near the screen (decision 090). A file the start-up or any other component needs carries none.
  const forSections = new Map<string, Set<string> | null>();
  for (const name of components) {
    const a = assets.sections[name];
    a?.css.forEach((f) => css.add(f));
    a?.js.forEach((f) => {
      if (template.linked.has(f)) return;
      const ids = js.has(f) && !forSections.has(f) ? null : waiting[name];
      js.add(f);
      const known = forSections.get(f);
      forSections.set(f, ids && known !== null ? new Set([...(known ?? []), ...ids]) : null);
    });
  }
  const text = (file: string) => {
    let body = template.cssText.get(file);
    if (body === undefined) {
      body = readFileSync(join(template.distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      template.cssText.set(file, body);
    }
    return body;
  };
  const tag = (f: string) => {
    const ids = forSections.get(f);
    return ids ? ` data-for="${escapeHtml([...ids].join(' '))}"` : '';
  };
  const code = [...js].map((f) => `<link rel="modulepreload" crossorigin href="${BASE}${f}"${tag(f)}>`).join('');
  return {
    head: [
      `<style nonce="__CSP_NONCE__">${[...css].map(text).join('\n')}</style>`,
      `<template id="${PAGE_CODE_ID}">${code}</template>`,
      ...(configUrl ? [`<link rel="preload" href="${configUrl}" as="fetch" crossorigin>`] : []),
    ].join('\n    '),
    bodyEnd: [...css].map((f) => `<link rel="stylesheet" crossorigin href="${BASE}${f}" disabled>`).join('\n    '),
  };
}

/** Everything after the head's links: the page's own head tags, the markup and the hydration state. */
export function documentRest(
  template: Template,
  headTags: string,
  markup: string,
  state: unknown,
  bodyEnd = '',
): string {
  return (
    `    ${headTags}\n  </head>\n  <body>\n    <div id="root">${markup}</div>\n` +
    `    <script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>\n    ${bodyEnd}` +
    template.tail
  );
}
