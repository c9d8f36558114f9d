// @vitest-environment node
// The studio's page names only files the build has: its icon was /n2024/web/favicon.svg, which no build made since
// the icons became PNG (decision 035), so every studio visit logged a 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

describe('the studio’s pages', () => {
  it.each(['studio/index.html', 'studio/preview.html'])(
    '%s links only to files of the build’s public folder',
    (page) => {
      const html = readFileSync(join(ROOT, page), 'utf8');
      const links = [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      // Root-relative links are rewritten under the base by Vite; they must name a file of public/.
      for (const href of links.filter((h) => h.startsWith('/')))
        expect(existsSync(join(ROOT, 'public', href.replace(/^\/n2024\/web\//, '/'))), href).toBe(true);
    },
  );
});
