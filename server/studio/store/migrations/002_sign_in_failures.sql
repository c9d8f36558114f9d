-- The sign-in limiter's counts (issue 31 item 5, decision 073): in the store, so every service process shares one
-- count per key (`pair:<address>\0<name>` and `address:<address>`) instead of each keeping its own.
create table sign_in_failures (
  key text primary key,
  count integer not null,
  wait_until timestamptz not null,
  failed_at timestamptz not null
);
create index sign_in_failures_failed_at on sign_in_failures (failed_at);
