// Texts come with the modules that use them (decision 091): the frame's areas are in i18n.ts's catalogue, every other
// area's Chinese texts are added by each module that names one of its keys (addTexts at the top of the module), so a
// page reached by client navigation has them with its code and never shows a key. This test holds every user to it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const MESSAGES = join(import.meta.dirname, 'messages');
/** The areas every page has: i18n.ts spreads them into its catalogue. */
const FRAME = ['core', 'gates', 'account', 'gov'];

/** Each key of an area's Chinese texts, with the area. */
function keysByArea(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of readdirSync(MESSAGES).filter((f) => f.endsWith('.ts'))) {
    const zh = /export const zh[\s\S]*?\n\};?/.exec(readFileSync(join(MESSAGES, file), 'utf8'))?.[0] ?? '';
    for (const m of zh.matchAll(/^\s+'?([\w.]+)'?\s*:/gm)) keys.set(m[1]!, file.replace(/\.ts$/, ''));
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(SRC, 'i18n') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('texts come with the modules that use them', () => {
  const keys = keysByArea();

  it('has the frame in i18n.ts and every other area outside it', () => {
    const i18n = readFileSync(join(import.meta.dirname, 'i18n.ts'), 'utf8');
    const spread = /const zh = \{([^}]*)\}/.exec(i18n)?.[1] ?? '';
    expect(new Set([...spread.matchAll(/\.\.\.(\w+)\.zh/g)].map((m) => m[1]))).toEqual(new Set(FRAME));
  });

  it('has every module that names a key of another area add that area', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, 'utf8');
      const areas = new Set<string>();
      for (const m of source.matchAll(/['"`]([\w]+(?:\.[\w]+)+)['"`]/g)) {
        const area = keys.get(m[1]!);
        if (area && !FRAME.includes(area)) areas.add(area);
      }
      for (const area of areas) {
        const imported = new RegExp(
          `import \\{[^}]*\\b(?:zh as (\\w+)|zh)\\b[^}]*\\} from '[./]*/?i18n/messages/${area}'`,
        ).exec(source);
        const name = imported?.[1] ?? 'zh';
        const added = imported && new RegExp(`^addTexts\\(${name}(?:, \\w+)?\\)`, 'm');
        if (!added || !added.test(source)) missing.push(`${relative(SRC, file)}: ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
