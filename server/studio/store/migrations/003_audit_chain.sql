-- The audit log as level 3 asks (issue 31 item 4, decision 074): each entry also names its object and result, and
-- carries the hash of the entry before it and its own (a chain: `npm run studio:audit -- verify` finds the first
-- broken link). Entries written before this migration have no hash; the chain starts at the first that has one.
-- Who may touch the table is the roles' business (deploy/studio.md): the owner role runs the migrations, the
-- application's role may only INSERT and SELECT here (server/studio/store/roles.ts grants it so).
alter table audit_log add column object text not null default '';
alter table audit_log add column result text not null default 'ok' check (result in ('ok', 'refused', 'failed'));
alter table audit_log add column prev_hash text not null default '';
alter table audit_log add column hash text not null default '';
