/**
 * The scripts a page fetches, from the moment it is watched: whether a chunk was asked for, by the name the build
 * gives it (`/assets/<name>-<hash>.js`), and the source modules of all of them (from the build's source maps in
 * OUT_DIR). For the specs that hold a page to the code it draws (far-code, page-parts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const asked = (name: string) => scripts.some((path) => path.includes(`/assets/${name}-`));
  /** The source modules of every script fetched so far, from each file's source map in the build (OUT_DIR). */
  asked.modules = () =>
    scripts.flatMap((path) => {
      const file = join(process.env.OUT_DIR ?? 'dist', path.replace('/n2024/web/', ''));
      // (The bundler's runtime helpers come without a map.)
      if (!existsSync(`${file}.map`)) return [];
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
    });
  return asked;
}
