/**
 * Checks the audit log's chain (decision 074): every entry's hash is recomputed from its fields and the hash of the
 * entry before it. The first entry whose content no longer matches its hash (changed after it was written), or whose
 * `prev_hash` is not the hash of the entry before it (one removed, inserted or reordered), is the first broken link.
 * Entries written before the chain existed (no hash) may only come first.
 */
import type { AuditEntry } from '../../src/config/config-version';
import { COLUMNS, entryHash, parsedDetail } from './audit-log';
import type { Sql } from './store/database';

export interface ChainReport {
  /** Entries checked, with a hash. */
  checked: number;
  /** Entries from before the chain (no hash). */
  unhashed: number;
  broken?: { id: number; reason: string };
}

const BATCH = 1000;

export async function verifyAudit(sql: Sql): Promise<ChainReport> {
  const report: ChainReport = { checked: 0, unhashed: 0 };
  let prev = '';
  let prevId = 0;
  let started = false;
  for (let after = 0; ;) {
    const rows = (
      await sql.query<AuditEntry & { detail: unknown; prev_hash: string; hash: string }>(
        `select ${COLUMNS}, prev_hash, hash from audit_log where id > $1 order by id limit ${BATCH}`,
        [after],
      )
    ).map(parsedDetail) as (AuditEntry & { prev_hash: string; hash: string })[];
    for (const row of rows) {
      after = row.id;
      if (!row.hash && !started) {
        report.unhashed++;
        continue;
      }
      started = true;
      const broken = (reason: string) => ({ ...report, broken: { id: row.id, reason } });
      if (!row.hash) return broken('it has no hash, after the chain began: written or changed around the service');
      if (row.prev_hash !== prev)
        return broken(
          prevId
            ? `it does not follow entry ${prevId}: an entry between them was removed, added or changed`
            : 'it does not start the chain: an entry before it was removed or changed',
        );
      if (entryHash(row.prev_hash, row) !== row.hash)
        return broken('its content does not match its hash: it was changed after it was written');
      prev = row.hash;
      prevId = row.id;
      report.checked++;
    }
    if (rows.length < BATCH) return report;
  }
}
