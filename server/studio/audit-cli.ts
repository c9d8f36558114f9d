#!/usr/bin/env -S npx tsx
// `npm run studio:audit -- verify`: checks the audit log's chain (decision 074) and prints the first broken link
// (exit 1), or how many entries hold together (exit 0). It reads the store of the service's environment
// (DATABASE_URL, else STUDIO_DATA_DIR: the embedded store only while the service is stopped, as one process owns it).
import { verifyAudit } from './audit-verify';
import { studioSettings } from './settings';
import { openDatabase } from './store/database';

const [command] = process.argv.slice(2);
if (command !== 'verify') {
  console.error('usage: npm run studio:audit -- verify');
  process.exit(2);
}
const db = await openDatabase(studioSettings().store);
try {
  const report = await verifyAudit(db);
  const before = report.unhashed ? ` (${report.unhashed} older entries before the chain began)` : '';
  if (report.broken) {
    console.log(`audit log: broken at entry ${report.broken.id}: ${report.broken.reason}`);
    console.log(`${report.checked} entries before it hold together${before}`);
    process.exitCode = 1;
  } else console.log(`audit log: ${report.checked} entries, the chain holds${before}`);
} finally {
  await db.close();
}
