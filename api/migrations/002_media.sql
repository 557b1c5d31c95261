-- The tag registry: every tag any object carries, with its label colours (spec 01 §3 "Tag").
create table tags (
  name text primary key,
  color text,
  foreground_color text
);

-- Media items (spec 01 §3 "Media", spec 02 "Media track"). The file lives in the data folder under file_name.
create table media (
  media_id serial primary key,
  name text not null,
  tags text[] not null default '{}',
  media_type text not null,
  media_format text not null,
  mime_type text not null,
  size bigint not null,
  width integer,
  height integer,
  duration double precision,
  metadata jsonb not null default '{}'::jsonb,
  file_name text not null,
  original_name text not null,
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now()
);
create index media_tags on media using gin (tags);
create index media_newest on media (date_created desc, media_id desc);
create index media_type_format on media (media_type, media_format);

-- Installation-wide secrets and settings shared by every api instance (e.g. the media URL signing key).
create table settings (
  key text primary key,
  value text not null
);
