/**
 * Who else has the same studio page open (issue 32 item 2; decision 085). Each browser tab says every 10 s which
 * page it shows (POST /presence); a tab unheard for 45 s is gone. One tab at a time holds a page for editing: the
 * first to come, or one that takes it over (接手编辑), which tells the one it took it from. Another person, or the
 * same account in a second browser, is offered the page read-only and told who edits it. In the store's `presence`
 * table, so every desk process answers alike.
 */
import type { Database } from './store/database';

const PRESENCE_EXPIRY_MS = 45_000;

interface PresenceAnswer {
  /** Everyone else on this page: their name, whether they hold it for editing, and whether it is this account. */
  others: { name: string; holds: boolean; sameAccount: boolean }[];
  /** Whether this tab holds the page. */
  holds: boolean;
  /** Who took the page over from this tab, once. */
  takenBy?: string;
}

interface Row {
  client: string;
  name: string;
  holds: boolean;
  taken_by: string | null;
}

export function presence(db: Database, now: () => Date) {
  async function answer(client: string, name: string, page: string): Promise<PresenceAnswer> {
    const rows = await db.query<Row>(
      'select client, name, holds, taken_by from presence where page = $1 order by since, client',
      [page],
    );
    const mine = (r: Row) => r.client === client && r.name === name;
    const me = rows.find(mine);
    if (me?.taken_by) await db.query('update presence set taken_by = null where client = $1', [client]);
    return {
      others: rows.filter((r) => !mine(r)).map((r) => ({ name: r.name, holds: r.holds, sameAccount: r.name === name })),
      holds: Boolean(me?.holds),
      ...(me?.taken_by ? { takenBy: me.taken_by } : {}),
    };
  }

  return {
    /** A tab's heartbeat: it shows `page`; it holds the page if nobody else does. */
    async beat(client: string, name: string, page: string): Promise<PresenceAnswer> {
      const time = now();
      await db.transaction(async (sql) => {
        await sql.query('delete from presence where seen_at < $1', [
          new Date(time.getTime() - PRESENCE_EXPIRY_MS).toISOString(),
        ]);
        // Another page, or back after expiry: a new arrival (a tab keeps its hold while it stays on the page).
        await sql.query(
          `insert into presence (client, name, page, since, seen_at) values ($1, $2, $3, $4, $4)
           on conflict (client) do update set
             holds = case when presence.page = excluded.page then presence.holds else false end,
             taken_by = case when presence.page = excluded.page then presence.taken_by else null end,
             since = case when presence.page = excluded.page then presence.since else excluded.since end,
             page = excluded.page, name = excluded.name, seen_at = excluded.seen_at
           where presence.name = excluded.name`,
          [client, name, page, time.toISOString()],
        );
        await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`presence:${page}`]);
        await sql.query(
          `update presence set holds = true where client = $1 and page = $2
           and not exists (select 1 from presence o where o.page = $2 and o.holds and o.client <> $1)`,
          [client, page],
        );
      });
      return answer(client, name, page);
    },

    /** 接手编辑: this tab holds the page; whoever held it is told who took it. */
    async takeOver(client: string, name: string, page: string): Promise<PresenceAnswer> {
      await db.transaction(async (sql) => {
        await sql.query('select pg_advisory_xact_lock(hashtext($1))', [`presence:${page}`]);
        await sql.query('update presence set holds = false, taken_by = $3 where page = $2 and holds and client <> $1', [
          client,
          page,
          name,
        ]);
        await sql.query('update presence set holds = true where client = $1 and page = $2 and name = $3', [
          client,
          page,
          name,
        ]);
      });
      return answer(client, name, page);
    },

    /** The tab closed. */
    async leave(client: string, name: string): Promise<void> {
      await db.query('delete from presence where client = $1 and name = $2', [client, name]);
    },
  };
}
