/**
 * One process owns an embedded store's data folder (PGlite is one PostgreSQL backend; two processes writing the same
 * files would corrupt them). The owner writes its pid into `<folder>.lock`, created exclusively; a second process
 * refuses to start while that pid lives, and takes over a lock its dead owner left behind (`kill -9`).
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';

export class StoreInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `the studio's embedded store ${folder} is in use by process ${pid}: one process owns an embedded store. ` +
        'To run several studio services or portal servers on one store, set DATABASE_URL to a PostgreSQL server ' +
        '(deploy/studio.md); to change accounts while the service runs, use npm run studio:user.',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const lockFileOf = (folder: string) => `${folder}.lock`;

/** The pid that owns `folder`, if a live process does. */
export function folderOwner(folder: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFileOf(folder), 'utf8').trim());
    return pid > 0 && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Claims `folder` for this process; the returned function gives it up (also done on exit). */
export async function claimFolder(folder: string): Promise<() => void> {
  const lock = lockFileOf(folder);
  mkdirSync(dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const owner = folderOwner(folder);
      if (owner === process.pid) throw new StoreInUseError(folder, owner);
      if (owner) throw new StoreInUseError(folder, owner);
      rmSync(lock, { force: true }); // left by a process that died
    }
  }
  const release = () => {
    process.off('exit', release);
    if (folderOwner(folder) === process.pid) rmSync(lock, { force: true });
  };
  process.on('exit', release);
  return release;
}
