import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import builtIn from '../../pages.config/portal.json';
import { loadPortalConfig } from './load-config';

const checked = vi.hoisted(() => ({ count: 0 }));
vi.mock('./config-problems', async (original) => {
  const real = await original<typeof import('./config-problems')>();
  return {
    configProblems: (...args: Parameters<typeof real.configProblems>) => (
      checked.count++,
      real.configProblems(...args)
    ),
  };
});

const serve = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

describe('loading the config at start-up', () => {
  afterEach(() => vi.restoreAllMocks());

  it('trusts the very file the build checked without running the checker', async () => {
    checked.count = 0;
    const loaded = await loadPortalConfig(serve(readFileSync('pages.config/portal.json', 'utf8')));
    expect(loaded).toMatchObject({ source: 'served', problems: [] });
    expect(loaded.config).toEqual(builtIn);
    expect(checked.count).toBe(0);
  });

  it('checks a file that differs from the build by a single byte', async () => {
    checked.count = 0;
    const loaded = await loadPortalConfig(serve(`${readFileSync('pages.config/portal.json', 'utf8')} `));
    expect(loaded.source).toBe('served');
    expect(checked.count).toBe(1);
  });

  it('runs on the served config when it is valid (an HR edit needs no rebuild)', async () => {
    const edited = structuredClone(builtIn) as any;
    edited.pages.home.sections.find((s: any) => s.id === 'jobs').pageSize = 5;
    const loaded = await loadPortalConfig(serve(JSON.stringify(edited)));
    expect(loaded.source).toBe('served');
    expect(loaded.config.pages.home!.sections.find((s) => s.id === 'jobs')!.pageSize).toBe(5);
  });

  it.each([
    ['broken JSON', serve('{"version": 1,,}'), 'not valid JSON'],
    [
      'an unknown operation',
      serve(
        JSON.stringify({
          ...builtIn,
          pages: {
            ...builtIn.pages,
            notice: {
              ...builtIn.pages.notice,
              sections: [{ id: 'list', component: 'NoticeList', source: { operation: 'queryNotices' } }],
            },
          },
        }),
      ),
      '/pages/notice/sections/0/source/operation',
    ],
    ['a field of the wrong type', serve(JSON.stringify({ ...builtIn, version: 2 })), '/version'],
    ['a missing file', serve('not found', 404), 'HTTP 404'],
  ])(
    'keeps running on the built-in config after %s, and says which field was wrong',
    async (_case, fetchImpl, said) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const loaded = await loadPortalConfig(fetchImpl);
      expect(loaded.source).toBe('built-in');
      expect(loaded.config).toEqual(builtIn);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(said));
      expect(warn.mock.calls[0]![0]).toContain('Running on the built-in config');
    },
  );
});
