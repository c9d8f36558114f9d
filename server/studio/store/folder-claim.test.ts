// @vitest-environment node
// One process owns an embedded store (issue 20): a second process on the same folder refuses to start with a
// message that names DATABASE_URL; a lock left by a process killed with -9 does not block the next start.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { lockFileOf, StoreInUseError } from './folder-claim';

const folder = join(mkdtempSync(join(tmpdir(), 'studio-store-')), 'store');
const ROOT = join(import.meta.dirname, '..', '..', '..');
const children: ReturnType<typeof spawn>[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

describe('the embedded store’s folder', () => {
  it('a second process on the same folder refuses to start and names DATABASE_URL', async () => {
    const owner = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const { openDatabase } = await import('./server/studio/store/database.ts');
         await openDatabase({ dataDir: ${JSON.stringify(folder)} });
         console.log('open'); setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(owner);
    await new Promise<void>((resolve, reject) => {
      owner.stdout!.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
      owner.once('exit', (code) => reject(new Error(`the owner exited (${code})`)));
    });
    const refused = openDatabase({ dataDir: folder });
    await expect(refused).rejects.toBeInstanceOf(StoreInUseError);
    await expect(refused).rejects.toThrow(/DATABASE_URL/);
    await expect(refused).rejects.toThrow(String(owner.pid));

    // Killed with -9: no cleanup ran, the lock stays, and the next process takes the folder over.
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    const db = await openDatabase({ dataDir: folder });
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    await db.close();
  }, 60_000);

  it('a lock naming a process that no longer runs is taken over', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    writeFileSync(lockFileOf(folder), `${gone}\n`);
    const db = await openDatabase({ dataDir: folder });
    await db.close();
  }, 30_000);
});
