/**
 * Writes a file so that a reader sees the old bytes or the new, never half of either: a temporary file in the same
 * folder, flushed to disk (fsync), renamed over the target (atomic on one POSIX filesystem), then the folder
 * flushed so the rename itself survives a power cut.
 */
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The file-system calls the write makes: a test swaps one to simulate a crash at that step. */
export interface AtomicFs {
  open: typeof fs.open;
  rename: typeof fs.rename;
  rm: typeof fs.rm;
}

const realFs: AtomicFs = { open: fs.open, rename: fs.rename, rm: fs.rm };

export async function writeFileAtomic(path: string, data: string | Uint8Array, io: AtomicFs = realFs) {
  const dir = dirname(path);
  await fs.mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const file = await io.open(temp, 'wx', 0o644);
  try {
    await file.writeFile(data);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await io.rename(temp, path);
  } catch (error) {
    await io.rm(temp, { force: true });
    throw error;
  }
  const folder = await io.open(dir, 'r');
  try {
    await folder.sync();
  } catch {
    // Some file systems cannot fsync a directory (the rename is still atomic; only its durability is weaker).
  } finally {
    await folder.close();
  }
}
