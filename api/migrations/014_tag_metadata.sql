-- Tag metadata (spec 02 §3 "Tag metadata"): trading hours and device settings records whose json reaches the
-- devices carrying their tags. The json is checked by the api for its category (domain tag-metadata/*), stored
-- whole with every default filled in, so players and reports read one complete shape.
create table tag_metadata (
  tagmetadata_id serial primary key,
  category text not null check (category in ('trading hours', 'device settings')),
  description text not null default '',
  json jsonb not null,
  tags text[] not null default '{}',
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now()
);
create index tag_metadata_tags on tag_metadata using gin (tags);
create index tag_metadata_category_newest on tag_metadata (category, tagmetadata_id desc);
