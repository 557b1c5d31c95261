-- Account security (issue 22): what each session shows its owner, two-factor sign-in, personal API tokens and
-- the two-factor requirement lives in the settings table (key two_factor_required).

-- A session's public id (the owner ends it by this, never by its token hash), its device and address.
alter table auth_tokens add column session_id bigint generated always as identity;
alter table auth_tokens add column user_agent text not null default '';
alter table auth_tokens add column address text not null default '';
alter table auth_tokens add column last_seen_at timestamptz not null default now();
create unique index auth_tokens_session_id on auth_tokens (session_id);

-- TOTP secrets, encrypted with TOKEN_ENCRYPTION_SECRET. enabled_at is null while the enrolment awaits its
-- confirming code; last_time_step refuses a code used once from being used again.
create table two_factor (
  user_id integer primary key references users (user_id) on delete cascade,
  secret_ciphertext text not null,
  enabled_at timestamptz,
  last_time_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Single-use recovery codes, stored as SHA-256 hashes (they are random, so a slow hash buys nothing).
create table recovery_codes (
  user_id integer not null references users (user_id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- The first step of a two-factor sign-in: password checked, code still due. Not a session.
create table sign_in_challenges (
  challenge_hash text primary key,
  user_id integer not null references users (user_id) on delete cascade,
  expires_at timestamptz not null,
  tries integer not null default 0,
  user_agent text not null default '',
  address text not null default ''
);

-- Personal API tokens for integrators, stored hashed; permissions is the scope when read_only is false.
create table api_tokens (
  api_token_id serial primary key,
  user_id integer not null references users (user_id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  read_only boolean not null,
  permissions text[] not null default '{}',
  expires_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index api_tokens_user_id on api_tokens (user_id);
