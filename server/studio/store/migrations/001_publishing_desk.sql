-- The publishing desk (issue 20; decision 047). Times are timestamptz, written by the service's clock.

create table accounts (
  name text primary key,
  role text not null check (role in ('editor', 'reviewer', 'admin')),
  -- scrypt: the parameters, salt and key of server/studio/passwords.ts, never the password.
  password jsonb not null,
  disabled boolean not null default false,
  created_at timestamptz not null,
  last_sign_in_at timestamptz
);

-- A session is the SHA-256 of its cookie: reading the table does not give a usable cookie.
create table sessions (
  id text primary key,
  account text not null references accounts (name) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  address text not null default ''
);
create index sessions_account on sessions (account);

-- Each distinct config once, by the SHA-256 of its bytes (the ETag).
create table config_bodies (
  hash text primary key,
  body text not null
);

create table versions (
  id text primary key,
  hash text not null references config_bodies (hash),
  published_at timestamptz not null,
  editor text not null default '',
  reviewer text not null default '',
  comment text not null default '',
  restored_from text references versions (id),
  initial boolean not null default false,
  submission_id bigint
);
create index versions_published_at on versions (published_at desc);

-- The one row that says what is published: a publication locks it (select … for update), checks If-Match, and
-- moves it in the same transaction.
create table publication (
  only_row boolean primary key default true check (only_row),
  version_id text not null references versions (id),
  hash text not null references config_bodies (hash),
  changed_at timestamptz not null
);

create table drafts (
  id bigint generated always as identity primary key,
  author text not null references accounts (name) on delete cascade,
  title text not null default '',
  body text not null,
  base_hash text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index drafts_author on drafts (author, updated_at desc);

create table submissions (
  id bigint generated always as identity primary key,
  author text not null,
  comment text not null default '',
  hash text not null references config_bodies (hash),
  base_hash text not null references config_bodies (hash),
  submitted_at timestamptz not null,
  status text not null default 'pending'
    check (status in ('pending', 'scheduled', 'published', 'rejected', 'withdrawn', 'failed')),
  decided_by text,
  decided_at timestamptz,
  reason text,
  version_id text references versions (id)
);
create index submissions_status on submissions (status, submitted_at desc);

create table schedules (
  id bigint generated always as identity primary key,
  submission_id bigint not null references submissions (id),
  publish_at timestamptz not null,
  created_by text not null,
  created_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'done', 'cancelled', 'failed')),
  finished_at timestamptz,
  version_id text references versions (id),
  note text
);
create index schedules_due on schedules (publish_at) where status = 'pending';

create table audit_log (
  id bigint generated always as identity primary key,
  time timestamptz not null,
  actor text not null,
  action text not null,
  address text not null default '',
  detail jsonb not null default '{}'
);
create index audit_log_time on audit_log (time desc);

-- Append-only: the database itself refuses to change or remove an entry, whoever asks.
create function audit_log_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only: % is refused', tg_op;
end
$$;
create trigger audit_log_no_update_or_delete before update or delete on audit_log
  for each row execute function audit_log_refuse_change();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_refuse_change();
