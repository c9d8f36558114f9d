// @vitest-environment node
import { promises as fs, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountFile } from './accounts';
import { configHistory, sha256, StaleVersionError } from './config-history';

const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'history-'));
  const file = join(dir, 'portal.config.json');
  writeFileSync(file, '{"v":1}');
  return { dir, file };
};

describe('the published file and its history', () => {
  it('a crash between writing and renaming leaves the published file as it was, and no temporary file', async () => {
    const { dir, file } = fresh();
    const crashing = configHistory({
      file,
      io: {
        open: fs.open,
        rm: fs.rm,
        rename: async (from, to) => {
          if (String(to) === file) throw Object.assign(new Error('power cut'), { code: 'EIO' });
          return fs.rename(from, to);
        },
      },
    });
    await expect(crashing.publish('{"v":2}', sha256('{"v":1}'), { editor: 'anna' })).rejects.toThrow('power cut');
    expect(readFileSync(file, 'utf8')).toBe('{"v":1}');
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    // The service goes on: the next publication works.
    const history = configHistory({ file });
    await history.publish('{"v":3}', sha256('{"v":1}'), { editor: 'anna' });
    expect(readFileSync(file, 'utf8')).toBe('{"v":3}');
  });

  it('two publications from the same loaded version: the second is stale and changes nothing', async () => {
    const { file } = fresh();
    const history = configHistory({ file });
    const loaded = sha256('{"v":1}');
    const [first, second] = await Promise.allSettled([
      history.publish('{"v":"anna"}', loaded, { editor: 'anna' }),
      history.publish('{"v":"ben"}', loaded, { editor: 'ben' }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second.status === 'rejected' && second.reason).toBeInstanceOf(StaleVersionError);
    expect(((second as PromiseRejectedResult).reason as StaleVersionError).current?.editor).toBe('anna');
    expect(readFileSync(file, 'utf8')).toBe('{"v":"anna"}');
    // The deployed file became a version before the first publication: nothing is lost.
    const versions = await history.versions();
    expect(versions.map((v) => v.editor)).toEqual(['anna', '']);
    expect((await history.version(versions[1]!.id))?.text).toBe('{"v":1}');
  });

  it('serves the seed until the first publication', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'history-'));
    writeFileSync(join(dir, 'seed.json'), '{"seed":true}');
    const history = configHistory({ file: join(dir, 'live.json'), seed: join(dir, 'seed.json') });
    expect(await history.published()).toEqual({ text: '{"seed":true}', hash: sha256('{"seed":true}'), version: '' });
  });
});

describe('the account file', () => {
  it('keeps scrypt hashes, never the password; verifies, lists and removes', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'users-')), 'users.json');
    const accounts = accountFile(path);
    await accounts.add('anna', 'correct horse');
    expect(readFileSync(path, 'utf8')).not.toContain('correct horse');
    expect(await accounts.verify('anna', 'correct horse')).toBe(true);
    expect(await accounts.verify('anna', 'wrong horse')).toBe(false);
    expect(await accounts.verify('nobody', 'correct horse')).toBe(false);
    await expect(accounts.add('ben', 'short')).rejects.toThrow(/at least 8/);
    expect(await accounts.list()).toEqual(['anna']);
    expect(await accounts.remove('anna')).toBe(true);
    expect(await accounts.verify('anna', 'correct horse')).toBe(false);
  });
});
