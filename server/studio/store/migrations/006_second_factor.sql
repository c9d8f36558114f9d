-- Two-factor sign-in (issue 31 item 1, decision 077): one row per account that has a TOTP second factor (RFC 6238).
-- The secret is AES-256-GCM encrypted when STUDIO_SECRET_KEY is set (`enc:` prefix), else stored as base32 text.
-- last_step is the last accepted time step: a code of that step or an older one is refused (no replay).
-- Recovery codes: the SHA-256 of each random 80-bit code; a used one is marked, never reusable.
create table second_factors (
  account text primary key references accounts (name) on delete cascade,
  secret text not null,
  enrolled_at timestamptz,
  last_step bigint not null default 0
);

create table recovery_codes (
  account text not null references accounts (name) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (account, code_hash)
);

-- Between a right password and a right code: the SHA-256 of a random token (not a session: it opens nothing but the
-- second step), for the address that gave the password, for five minutes.
create table second_factor_pending (
  id text primary key,
  account text not null references accounts (name) on delete cascade,
  address text not null,
  expires_at timestamptz not null
);
