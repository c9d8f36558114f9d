/**
 * Versioned migrations (decision 047): each `migrations/NNN_name.sql` runs once, in name order, in a transaction
 * that also records it in `schema_migrations`. A transaction-scoped advisory lock serialises processes that start
 * together on one server, so two of them never apply the same file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../../observe/log';
import type { Database } from './database';

const FOLDER = join(import.meta.dirname, 'migrations');
const LOCK_KEY = 2024_0620; // any constant: the desk's migrations

export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(FOLDER)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  // Nothing to do: no DDL at all, so a role that may not create tables (the application's, decision 074) starts.
  const [known] = await db.query<{ t: string | null }>(`select to_regclass('schema_migrations')::text as t`);
  if (known?.t) {
    const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    if (files.every((f) => done.has(f))) return [];
  }
  return db.transaction(async (sql) => {
    await sql.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await sql.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await sql.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files.filter((f) => !done.has(f))) {
      const text = readFileSync(join(FOLDER, file), 'utf8');
      for (const statement of splitStatements(text)) await sql.query(statement);
      // Each migration says what it did: its first comment (004: the admin accounts are now sysadmin).
      log.info(`studio store: migration ${file} applied: ${/^--\s*(.*)$/m.exec(text)?.[1] ?? ''}`);
      await sql.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** The file's statements (`;` at a line's end, outside `$$` bodies): the extended protocol takes one at a time. */
function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of text.split('\n')) {
    if (/^\s*--/.test(line) && !inBody) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
