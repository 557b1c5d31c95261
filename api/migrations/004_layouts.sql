-- Layouts, templates and sync sequences (spec 01 §3 "Layout / template"). `json` is the element tree (its root
-- element); `media_ids` lists the media it uses, written with the tree, so "which layouts use this media item"
-- is one indexed lookup.
--
-- Deleting a layout deletes its schedules in the same transaction: the schedules table (a later migration)
-- declares `layout_id integer references layouts (layout_id) on delete cascade`, so the one DELETE of the
-- layout removes them; nothing in the api has to remember to.
create table layouts (
  layout_id serial primary key,
  name text not null,
  tags text[] not null default '{}',
  json jsonb not null,
  editor_metadata jsonb not null default '{}'::jsonb,
  template boolean not null default false,
  layout_type text not null default 'layout' check (layout_type in ('layout', 'sync_sequence')),
  -- The template a layout was generated from; a deleted template leaves its generated layouts alone.
  parent_layout_id integer references layouts (layout_id) on delete set null,
  shared_with_network boolean not null default false,
  media_ids integer[] not null default '{}',
  created_by integer references users (user_id) on delete set null,
  date_created timestamptz not null default now(),
  date_updated timestamptz not null default now()
);
create index layouts_tags on layouts using gin (tags);
create index layouts_media_ids on layouts using gin (media_ids);
create index layouts_newest on layouts (date_created desc, layout_id desc);
create index layouts_parent on layouts (parent_layout_id) where parent_layout_id is not null;
