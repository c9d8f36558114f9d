#!/usr/bin/env -S npx tsx
// `npm run studio:migrate [-- --role editor|reviewer|sysadmin|secadmin|auditor] [--force]`: imports the studio's files from before the
// store (the published file STUDIO_CONFIG_FILE with its `.history/`, the accounts of STUDIO_USERS_FILE) into the store
// (DATABASE_URL, else the embedded one in STUDIO_DATA_DIR), once; a second run imports nothing (import-files.ts).
// Accounts get --role (default reviewer: before the store every editor could publish). --force imports the history
// into a store that has publications of its own (its publication stays).
import { join } from 'node:path';
import { isRole, ROLES } from './accounts';
import { openDesk } from './desk';
import { importFiles, ImportRefusedError, reportLines } from './import-files';
import { studioSettings } from './settings';
import { StoreInUseError } from './store/folder-claim';

const args = process.argv.slice(2);
const force = args.includes('--force');
const roleAt = args.findIndex((a) => a === '--role' || a.startsWith('--role='));
const role = roleAt < 0 ? 'reviewer' : (args[roleAt]!.split('=')[1] ?? args[roleAt + 1]);
const known = args.every(
  (a, i) => a === '--force' || i === roleAt || (i === roleAt + 1 && !args[roleAt]!.includes('=')),
);
if (!known || !isRole(role)) {
  console.error(`usage: npm run studio:migrate -- [--role ${ROLES.join('|')}] [--force]`);
  process.exit(2);
}

const settings = studioSettings();
const usersFile = process.env.STUDIO_USERS_FILE ?? join(import.meta.dirname, '..', '..', '.studio', 'users.json');
let desk;
try {
  desk = await openDesk({ store: settings.store, review: settings.review });
} catch (error) {
  const message =
    error instanceof StoreInUseError
      ? `${error.message.split(':')[0]}: stop the studio service (npm run serve, npm run studio:server, npm start) ` +
        'while the embedded store is imported into, then start it again'
      : (error as Error).message;
  console.error(`✗ ${message}`);
  process.exit(1);
}
try {
  console.log(
    `studio:migrate: ${settings.configFile} (with ${settings.configFile}.history/) and ${usersFile} → ${desk.db.where}`,
  );
  const report = await importFiles(desk, { configFile: settings.configFile, usersFile, role, force });
  for (const line of reportLines(report, role)) console.log(line);
} catch (error) {
  if (!(error instanceof ImportRefusedError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exitCode = 1;
} finally {
  await desk.close();
}
