-- Password reset (spec 02 §7): one row per reset mail sent. Only the SHA-256 of the token is kept, so a database
-- leak does not leak working links; used_at makes a token single-use; the rows of the last hour count toward
-- the 3-per-hour limit.
create table password_resets (
  token_hash text primary key,
  user_id integer not null references users (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_created on password_resets (user_id, created_at);

-- What the embedded SMTP server received (used when SMTP_URL is not set), for the Outgoing mail screen. Bounded
-- by count and age when a mail arrives.
create table outgoing_mail (
  mail_id serial primary key,
  mail_from text not null default '',
  recipients text[] not null default '{}',
  subject text not null default '',
  text_body text not null default '',
  html_body text,
  size_bytes integer not null default 0,
  date_received timestamptz not null default now()
);
create index outgoing_mail_received on outgoing_mail (date_received desc, mail_id desc);
