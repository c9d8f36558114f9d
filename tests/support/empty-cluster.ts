/**
 * An empty PGlite cluster for the tests' embedded stores to start from (STUDIO_EMPTY_CLUSTER, decision 103): made once
 * per PGlite version in the system's temporary folder, written atomically (several test runs may make it at once),
 * and named in this process's environment, which the workers, servers and service processes it starts inherit.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { version } = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8'),
) as { version: string };

/** Makes the tarball when it is missing and sets STUDIO_EMPTY_CLUSTER to it (unless already set); returns its path. */
export async function prepareEmptyCluster(): Promise<string> {
  const file = (process.env.STUDIO_EMPTY_CLUSTER ||= join(tmpdir(), `n2024-pglite-${version}-empty.tar`));
  if (existsSync(file)) return file;
  // (Loaded only to make it: every Playwright worker runs its config again, and finds the file.)
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
    renameSync(part, file);
  } finally {
    await db.close();
  }
  return file;
}

/** As a vitest globalSetup: before the workers start, so they inherit the variable. */
export default async function setup() {
  await prepareEmptyCluster();
}
