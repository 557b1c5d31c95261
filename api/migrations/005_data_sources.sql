-- Data sources (spec 02 §3 "Data source", spec 01 §3): CSV files uploaded (Local) or polled from a url
-- (External URL). The type is derived: Local once current_data_source_file_id is set.
create table data_sources (
  data_source_id serial primary key,
  name text not null,
  tags text[] not null default '{}',
  url text,
  poll_interval integer not null default 3600 check (poll_interval > 0),
  current_data_source_file_id integer,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now(),
  -- The poller claims sources whose next_poll_at has come (null: nothing to poll) and records each outcome.
  next_poll_at timestamptz,
  last_poll_at timestamptz,
  last_poll_ok boolean,
  last_poll_error text
);
create index data_sources_tags on data_sources using gin (tags);
create index data_sources_newest on data_sources (date_created desc, data_source_id desc);
create index data_sources_due on data_sources (next_poll_at) where next_poll_at is not null;

-- The files of a data source, uploaded or polled (spec 02 "Data source file info"); a new polled copy is stored
-- only when its content (content_hash, SHA-256) differs from the newest one.
create table data_source_files (
  data_source_file_id serial primary key,
  data_source_id integer not null references data_sources (data_source_id) on delete cascade,
  origin text not null check (origin in ('upload', 'poll')),
  original_name text,
  content text not null,
  content_hash text not null,
  size integer not null,
  row_count integer not null,
  date_created timestamptz not null default now(),
  unique (data_source_id, data_source_file_id)
);
create index data_source_files_newest on data_source_files (data_source_id, data_source_file_id desc);

-- The current file must be one of the source's own; checked without an action, so deleting a source (which
-- deletes its files) is not undone by a cycle of cascades.
alter table data_sources
  add constraint data_sources_current_file
  foreign key (data_source_id, current_data_source_file_id)
  references data_source_files (data_source_id, data_source_file_id);

-- Widget authentication records (spec 02 §3 "Widget auth"). The token is stored encrypted (AES-256-GCM with a
-- key outside the database); token_hint is its masked form, the only form ever answered.
create table widget_auths (
  widget_auth_id serial primary key,
  name text not null,
  tags text[] not null default '{}',
  widget_type text not null check (widget_type in ('twitter-timeline')),
  token_ciphertext text not null,
  token_hint text not null,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now()
);
create index widget_auths_tags on widget_auths using gin (tags);
create index widget_auths_newest on widget_auths (date_created desc, widget_auth_id desc);
