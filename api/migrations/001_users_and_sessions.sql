-- Users, their permissions (named strings, spec 01 §6) and forced tags, and the console's metadata.
create table users (
  user_id serial primary key,
  username text not null unique,
  email text,
  first_name text not null default '',
  last_name text not null default '',
  password_hash text not null,
  forced_tags text[] not null default '{}',
  permissions text[] not null default '{}',
  cms_metadata jsonb not null default '{}'::jsonb,
  date_created timestamptz not null default now()
);

-- Bearer tokens, stored only as SHA-256 hashes so a database leak does not leak sessions.
create table auth_tokens (
  token_hash text primary key,
  user_id integer not null references users (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index auth_tokens_user_id on auth_tokens (user_id);

-- Failed sign-ins per username, for slowing down password guessing across every api instance.
create table login_failures (
  username text primary key,
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz
);
