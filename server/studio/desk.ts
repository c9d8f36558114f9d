/**
 * The publishing desk put together (issue 20): the store opened and migrated, the deployed config seeded as the
 * first publication, and the desk's parts on it. The studio's HTTP service, `npm run studio:user`,
 * `npm run studio:migrate` and the portal's follower all open it here.
 */
import { readFileSync } from 'node:fs';
import type { ReviewMode } from '../../src/config/config-version';
import { accounts } from './accounts';
import { deployedFile } from './deployed-config';
import { presence } from './presence';
import { publications } from './publications';
import { review } from './review';
import { schedules } from './schedules';
import { sessions, type SessionLimits } from './sessions';
import { openDatabase, type StoreLocation } from './store/database';
import { twoFactor } from './two-factor';
import { migrate } from './store/migrate';
import { checkAuditOwner, migrateAsOwner } from './store/roles';
import { auditOwnerCheckOf } from './settings';

export interface DeskOptions {
  store: StoreLocation;
  /** The config that is published until the first publication (the deployed or the repository's file). */
  seedFile?: string;
  review: ReviewMode;
  now?: () => Date;
  /** On a PostgreSQL server: the owner role's URL, which runs the migrations (decision 074). */
  ownerUrl?: string;
  /** When the store's role could rewrite the audit log: refuse to open (production's default) or warn. */
  auditOwnerCheck?: 'refuse' | 'warn';
  /** Idle and absolute session limits (default: the environment's, sessions.ts). */
  sessionLimits?: SessionLimits;
}

export async function openDesk(options: DeskOptions) {
  const db = await openDatabase(options.store);
  try {
    if ('url' in options.store && options.ownerUrl) {
      const [me] = await db.query<{ me: string }>('select current_user as me');
      await migrateAsOwner(options.ownerUrl, me!.me);
    } else await migrate(db);
    if ('url' in options.store) await checkAuditOwner(db, options.auditOwnerCheck ?? auditOwnerCheckOf(process.env));
    const now = options.now ?? (() => new Date());
    const published = publications(db, now);
    if (options.seedFile) await published.seed(readFileSync(options.seedFile, 'utf8'));
    const desk = review(db, options.review, now);
    return {
      db,
      reviewMode: options.review,
      now,
      accounts: accounts(db, now),
      sessions: sessions(db, now, options.sessionLimits),
      publications: published,
      /** The deployed file the store was seeded from, watched for an operator's edit (decision 069). */
      deployedFile: options.seedFile ? deployedFile(db, options.seedFile, now) : undefined,
      review: desk,
      presence: presence(db, now),
      twoFactor: twoFactor(db, now),
      schedules: schedules(db, options.review, desk.approvable, now),
      close: () => db.close(),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export type Desk = Awaited<ReturnType<typeof openDesk>>;
