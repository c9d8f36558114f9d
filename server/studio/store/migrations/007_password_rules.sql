-- Password rules (issue 31 item 3, decision 078): when each password was set (expiry), whether its holder must change it at the next sign-in (an account made or a password reset by an administrator), and the scrypt hashes of the last passwords (no reuse); today's passwords count as set now.
alter table accounts add column password_set_at timestamptz not null default now();
alter table accounts add column must_change text check (must_change in ('first', 'reset'));

create table password_history (
  id bigint generated always as identity primary key,
  account text not null references accounts (name) on delete cascade,
  password jsonb not null,
  set_at timestamptz not null
);
create index password_history_account on password_history (account, id desc);
insert into password_history (account, password, set_at) select name, password, password_set_at from accounts;
