// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullConfig } from './config-pull';
import { CONFIG_FILE } from '../server/config-check/portal-config-check';

const answering = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('config:pull', () => {
  it('writes the published config into the repository file, formatted', async () => {
    const doc = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
    doc.pages.home.sections[0].title = { 'zh-CN': '发布的标题' };
    const target = join(mkdtempSync(join(tmpdir(), 'pull-')), 'portal.json');
    await pullConfig('http://portal.test/n2024/web', target, answering(JSON.stringify(doc)));
    expect(readFileSync(target, 'utf8')).toBe(`${JSON.stringify(doc, null, 2)}\n`);
  });

  it('refuses a config with problems and leaves the file alone', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'pull-')), 'portal.json');
    writeFileSync(target, 'old');
    await expect(pullConfig('http://portal.test/', target, answering('{"version": 2}'))).rejects.toThrow(/problems/);
    await expect(pullConfig('http://portal.test/', target, answering('gone', 404))).rejects.toThrow(/HTTP 404/);
    expect(readFileSync(target, 'utf8')).toBe('old');
  });
});
