-- Who has which studio page open (issue 32 item 2, decision 085): one row per browser tab, kept alive by a heartbeat
-- and dropped 45 s after the last; in the store, so every desk process (decision 047) sees the same people.
create table presence (
  client text primary key,
  name text not null,
  page text not null,
  holds boolean not null default false,
  taken_by text,
  since timestamptz not null,
  seen_at timestamptz not null
);
create index presence_page on presence (page);
